import { addItem } from '@/domain/cart/cart-rules';
import type { Aroma, SetProduct } from './aroma';
import { addBuiltSet, groupAromas, isComplete, setLine, setOffer, toggleAroma } from './set-rules';

const groups = ['sweet', 'fresh', 'spicy', 'citrus'] as const;
const aromas: Aroma[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Aroma ${i + 1}`,
  image: '',
  group: groups[i % 4],
  inStock: true,
}));
const product: SetProduct = { id: 500, title: 'Discovery set', price: 329, inStock: true };

describe('building a set', () => {
  it('picks aromas up to the size of the set and no more', () => {
    let selection: number[] = [];
    for (const aroma of aromas.slice(0, 7)) selection = toggleAroma(selection, aroma, 6);
    expect(selection).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('picking a chosen aroma again takes it out', () => {
    expect(toggleAroma([1, 2], aromas[0], 6)).toEqual([2]);
  });

  it('a sold-out aroma cannot be picked, but one picked before it sold out can be taken out', () => {
    const soldOut = { ...aromas[2], inStock: false };
    expect(toggleAroma([1, 2], soldOut, 6)).toEqual([1, 2]);
    expect(toggleAroma([1, 2, 3], soldOut, 6)).toEqual([1, 2]);
  });

  it('a set is complete with exactly 6 or 9 aromas', () => {
    expect(isComplete([1, 2, 3, 4, 5], 6)).toBe(false);
    expect(isComplete([1, 2, 3, 4, 5, 6], 6)).toBe(true);
    expect(isComplete([1, 2, 3, 4, 5, 6], 9)).toBe(false);
  });

  it('groups all, sweet, fresh, spicy and citrus filter the aromas', () => {
    expect(groupAromas(aromas, 'all')).toHaveLength(12);
    expect(groupAromas(aromas, 'fresh').map((a) => a.id)).toEqual([2, 6, 10]);
    expect(groupAromas(aromas, 'citrus').every((a) => a.group === 'citrus')).toBe(true);
  });
});

describe('whether a set can be added', () => {
  it('while the set product and every chosen aroma are in stock', () => {
    expect(setOffer(product, aromas, [1, 2, 3, 4, 5, 6])).toEqual({ inStock: true, price: 329 });
  });

  it('not when the set product is sold out', () => {
    expect(setOffer({ ...product, inStock: false }, aromas, [1, 2, 3, 4, 5, 6]).inStock).toBe(false);
  });

  it('not when a chosen aroma is sold out, or is no longer offered at all', () => {
    const withSoldOut = aromas.map((a) => (a.id === 4 ? { ...a, inStock: false } : a));
    expect(setOffer(product, withSoldOut, [1, 2, 3, 4, 5, 6]).inStock).toBe(false);
    expect(setOffer(product, withSoldOut, [1, 2, 3, 5, 6, 7]).inStock).toBe(true);
    expect(setOffer(product, aromas, [1, 2, 3, 4, 5, 99]).inStock).toBe(false);
  });
});

describe('a set as a cart line', () => {
  it('carries the product, the size and the chosen aromas', () => {
    const line = setLine(product, 6, aromas.slice(0, 6));
    expect(line).toMatchObject({ id: 500, kind: 'set', price: 329, count: 1, set: { size: 6 } });
    expect(line.set?.aromas).toHaveLength(6);
  });

  it('the same set chosen in another order raises the count', () => {
    const first = setLine(product, 6, aromas.slice(0, 6));
    const again = setLine(product, 6, aromas.slice(0, 6).reverse());
    const cart = addItem([first], again);
    expect(cart).toHaveLength(1);
    expect(cart[0].count).toBe(2);
  });

  it('two different sets are two lines', () => {
    const cart = addItem([setLine(product, 6, aromas.slice(0, 6))], setLine(product, 6, aromas.slice(1, 7)));
    expect(cart).toHaveLength(2);
  });
});

describe('finishing a set', () => {
  it('a built set replaces the unfinished set of the same product and size', () => {
    const unfinished = { ...setLine(product, 6, aromas.slice(0, 2)) };
    const other = setLine({ ...product, id: 501 }, 9, aromas.slice(0, 3));
    const built = setLine(product, 6, aromas.slice(0, 6));
    expect(addBuiltSet([unfinished, other], built)).toEqual([other, built]);
  });
});
