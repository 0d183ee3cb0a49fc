/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import { addToCartAtom, CART_STORAGE_KEY, cartAtom, cartCountAtom } from './cart-atoms';
import type { CartItem } from '@/domain/cart/cart-item';

const line: CartItem = {
  id: 10,
  title: 'Velvet Amber 07',
  price: 1250,
  count: 2,
  description: 'v',
  kind: 'product',
};

function Count() {
  return <output>{useAtomValue(cartCountAtom)}</output>;
}

function renderCount(store = createStore()) {
  render(
    <Provider store={store}>
      <Count />
    </Provider>,
  );
  return store;
}

describe('the stored cart', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('a returning shopper gets their cart back after the page mounts', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    renderCount();
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it.each([
    ['corrupt JSON', '{"id": 1,'],
    ['an object instead of a list', '{"items": []}'],
    ['lines of an old shape', '[{"product_id": 1, "qty": 2}]'],
  ])('%s does not crash and yields an empty cart', (_, stored) => {
    localStorage.setItem(CART_STORAGE_KEY, stored);
    const store = renderCount();
    expect(screen.getByRole('status')).toHaveTextContent('0');
    expect(store.get(cartAtom)).toEqual([]);
  });

  it('changes are saved under the versioned key', () => {
    const store = renderCount();
    act(() => store.set(addToCartAtom, { line, offer: { inStock: true, price: line.price } }));
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toEqual([line]);
  });

  it('adding before anything has read the cart keeps what was stored', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    const store = createStore();
    store.set(addToCartAtom, {
      line: { ...line, id: 11, description: 'w', count: 1 },
      offer: { inStock: true, price: line.price },
    });
    expect(store.get(cartAtom).map((c) => c.id)).toEqual([10, 11]);
  });

  it('a sold-out item is refused: the cart stays as it was and the caller is told', () => {
    const store = createStore();
    store.set(cartAtom, [line]);
    const added = store.set(addToCartAtom, {
      line: { ...line, id: 11, description: 'w', count: 1 },
      offer: { inStock: false, price: line.price },
    });
    expect(added).toBe(false);
    expect(store.get(cartAtom)).toEqual([line]);
  });
});
