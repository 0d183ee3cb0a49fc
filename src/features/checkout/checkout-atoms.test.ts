/** @jest-environment jsdom */
import { createStore } from 'jotai';
import { idempotencyKeyAtom, resetCheckoutAtom } from './checkout-atoms';

/** A store whose atoms are in use, as on the checkout page: stored values are read on mount. */
function mountedStore() {
  const store = createStore();
  store.sub(idempotencyKeyAtom, () => {});
  return store;
}

beforeEach(() => sessionStorage.clear());

it('the Idempotency-Key of an attempt that got no order survives a reload of the tab', () => {
  mountedStore().set(idempotencyKeyAtom, 'attempt-1');
  expect(mountedStore().get(idempotencyKeyAtom)).toBe('attempt-1');
});

it('an accepted order clears the key, so the next checkout is a new order', () => {
  const store = mountedStore();
  store.set(idempotencyKeyAtom, 'attempt-1');
  store.set(resetCheckoutAtom);
  expect(mountedStore().get(idempotencyKeyAtom)).toBeNull();
});
