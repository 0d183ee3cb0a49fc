import type { CartItem } from '@/domain/cart/cart-item';
import { quotedUnitPrices, withUnitPrices } from './quote-answer';

const product = (id: number, price: number): CartItem => ({
  id,
  variation_id: id * 10,
  title: `P${id}`,
  price,
  count: 1,
  description: '',
  kind: 'product',
});
const set: CartItem = {
  id: 50,
  title: 'Set',
  price: 329,
  count: 1,
  description: '1,2,3,4,5,6',
  kind: 'set',
  set: { size: 6, aromas: [] },
};

it('gives each cart line the server’s unit price, in the cart’s order per kind', () => {
  const cart = [product(1, 100), set, product(2, 200)];
  const prices = quotedUnitPrices(cart, { items: [110, 210], sets: [349], certificates: [] });
  expect(withUnitPrices(cart, prices).map((l) => l.price)).toEqual([110, 349, 210]);
});

it('keeps the remembered price of a line the quote does not price yet', () => {
  const prices = quotedUnitPrices([product(1, 100)], { items: [110], sets: [], certificates: [] });
  const cart = [product(1, 100), product(3, 300)];
  const priced = withUnitPrices(cart, prices);
  expect(priced.map((l) => l.price)).toEqual([110, 300]);
  expect(priced[1]).toBe(cart[1]);
});
