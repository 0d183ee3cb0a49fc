import type { CartItem } from './cart-item';
import {
  addItem,
  canCheckout,
  cartPieces,
  cartSubtotal,
  clearCart,
  incompleteSets,
  lineKey,
  removeItem,
  sameLine,
  setCount,
  setsOfSize,
} from './cart-rules';

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 10,
    title: 'Amber Oud',
    price: 1250,
    count: 1,
    description: 'amber-oud',
    kind: 'product',
    ...overrides,
  };
}

const fullSet = item({
  id: 50,
  kind: 'set',
  price: 329,
  description: 'set:6:1,2,3,4,5,6',
  set: { size: 6, aromas: [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `Aroma ${id}` })) },
});
const halfSet = item({
  id: 50,
  kind: 'set',
  price: 329,
  description: 'set:6:',
  set: { size: 6, aromas: [{ id: 1, title: 'Aroma 1' }] },
});

describe('sameLine', () => {
  it('matches items on variation_id when present', () => {
    expect(
      sameLine(item({ variation_id: 7, description: 'a' }), item({ variation_id: 7, description: 'b' })),
    ).toBe(true);
    expect(sameLine(item({ variation_id: 7 }), item({ variation_id: 8 }))).toBe(false);
  });

  it('matches items without a variation on description', () => {
    expect(sameLine(item(), item())).toBe(true);
    expect(sameLine(item(), item({ description: 'other' }))).toBe(false);
  });

  it('keeps two different products apart even when their descriptions agree', () => {
    expect(sameLine(item({ id: 1 }), item({ id: 2 }))).toBe(false);
  });

  it('keeps two sets of one variation with different aromas apart', () => {
    const a = { ...fullSet, variation_id: 5 };
    const b = { ...fullSet, variation_id: 5, description: 'set:6:1,2,3,4,5,7' };
    expect(sameLine(a, b)).toBe(false);
    expect(sameLine(a, { ...a })).toBe(true);
  });
});

describe('cart rules', () => {
  it('adding an existing item raises its count', () => {
    const cart = addItem(addItem([], item()), item({ count: 2 }));
    expect(cart).toHaveLength(1);
    expect(cart[0].count).toBe(3);
  });

  it('adding a new item appends a line', () => {
    expect(addItem([item()], item({ variation_id: 3 }))).toHaveLength(2);
  });

  it('setting the count changes only that line', () => {
    const other = item({ id: 11, description: 'other' });
    const cart = setCount([item(), other], item(), 4);
    expect(cart.map((c) => c.count)).toEqual([4, 1]);
  });

  it('setting the count to clear removes the item', () => {
    expect(setCount([item()], item(), 'clear')).toEqual([]);
  });

  it('a count of zero or below removes the item', () => {
    expect(setCount([item()], item(), 0)).toEqual([]);
    expect(setCount([item()], item(), -2)).toEqual([]);
  });

  it('removeItem takes out the matching line only', () => {
    const other = item({ id: 11, description: 'other' });
    expect(removeItem([item(), other], item())).toEqual([other]);
  });

  it('clearCart empties the cart', () => {
    expect(clearCart()).toEqual([]);
  });

  it('counts pieces, not lines', () => {
    expect(cartPieces([item({ count: 2 }), item({ id: 2, count: 3 })])).toBe(5);
    expect(cartPieces([])).toBe(0);
  });

  it('the subtotal is price times count over all lines', () => {
    expect(cartSubtotal([item({ count: 2 }), fullSet])).toBe(2 * 1250 + 329);
  });
});

describe('sets in the cart', () => {
  it('a set with fewer aromas than its size is incomplete', () => {
    expect(incompleteSets([item(), fullSet, halfSet])).toEqual([halfSet]);
  });

  it('a set line without its aromas is incomplete', () => {
    const bare = item({ kind: 'set', description: 'set' });
    expect(incompleteSets([bare])).toEqual([bare]);
  });

  it('finds the sets of one size', () => {
    const nine = { ...fullSet, description: 'set:9:x', set: { size: 9 as const, aromas: [] } };
    expect(setsOfSize([item(), fullSet, nine], 6)).toEqual([fullSet]);
  });
});

describe('canCheckout', () => {
  it('an empty cart blocks ordering', () => {
    expect(canCheckout([])).toEqual({ ok: false, reason: 'empty' });
  });

  it('an incomplete set blocks checkout', () => {
    expect(canCheckout([item(), halfSet])).toEqual({ ok: false, reason: 'incomplete_set' });
  });

  it('a cart with items and complete sets may check out', () => {
    expect(canCheckout([item(), fullSet])).toEqual({ ok: true });
  });
});

describe('lineKey', () => {
  it('is equal exactly for lines that are the same line', () => {
    const lines = [
      item(),
      item({ id: 11 }),
      item({ variation_id: 3 }),
      item({ variation_id: 4 }),
      fullSet,
      halfSet,
    ];
    for (const a of lines) for (const b of lines) expect(lineKey(a) === lineKey(b)).toBe(sameLine(a, b));
  });
});
