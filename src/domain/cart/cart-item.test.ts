import { parseStoredCart } from './cart-item';

const line = { id: 10, title: 'Amber Oud', price: 1250, count: 1, description: 'amber-oud', kind: 'product' };

describe('reading the stored cart', () => {
  it('keeps well-formed lines', () => {
    expect(parseStoredCart([line])).toEqual([line]);
  });

  it.each([null, undefined, 'cart', 42, { items: [line] }])(
    'a stored value of %p yields an empty cart',
    (raw) => {
      expect(parseStoredCart(raw)).toEqual([]);
    },
  );

  it('drops a line of an old shape and keeps the others', () => {
    const old = { id: 11, name: 'Old shape', qty: 2 };
    expect(parseStoredCart([old, line, { ...line, count: 0 }])).toEqual([line]);
  });
});
