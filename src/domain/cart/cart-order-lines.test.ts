import type { CartItem } from './cart-item';
import { cartToOrderLines } from './cart-order-lines';

const line = (fields: Partial<CartItem> & Pick<CartItem, 'id' | 'kind' | 'count'>): CartItem => ({
  title: 'line',
  price: 100,
  description: '',
  ...fields,
});

describe('cartToOrderLines', () => {
  it('sends ids and counts of each kind in the cart’s order, never a price or a title', () => {
    const cart = [
      line({ id: 7, variation_id: 71, kind: 'product', count: 2 }),
      line({
        id: 90,
        kind: 'set',
        count: 1,
        set: { size: 6, aromas: [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `aroma ${id}` })) },
      }),
      line({ id: 8, kind: 'product', count: 1 }),
      line({
        id: 40,
        kind: 'certificate',
        count: 1,
        certificate: { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com' },
      }),
      line({ id: 41, kind: 'certificate', count: 3, certificate: { type: 'physical', denomination: 500 } }),
    ];
    expect(cartToOrderLines(cart)).toEqual({
      items: [
        { id: 7, variation_id: 71, count: 2 },
        { id: 8, count: 1 },
      ],
      sets: [{ size: 6, aromas: [1, 2, 3, 4, 5, 6], count: 1 }],
      certificates: [
        { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com', count: 1 },
        { type: 'physical', denomination: 500, count: 3 },
      ],
    });
  });

  it('an empty cart is three empty lists', () => {
    expect(cartToOrderLines([])).toEqual({ items: [], sets: [], certificates: [] });
  });
});
