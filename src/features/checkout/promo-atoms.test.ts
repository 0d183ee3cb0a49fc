/** @jest-environment jsdom */
import { createStore } from 'jotai';
import { APPLIED_PROMO_KEY } from './applied-promo';
import { resetCheckoutAtom } from './checkout-atoms';
import { appliedPromoAtom, promoInputAtom, recheckPromoAtom, removePromoAtom } from './promo-atoms';

/** A store whose promo is in use, as on the checkout page: the stored value is read on mount. */
function mountedStore() {
  const store = createStore();
  store.sub(appliedPromoAtom, () => {});
  return store;
}

const welcome = { code: 'welcome10', discount: 378, freeShipping: false };

beforeEach(() => sessionStorage.clear());

it('an applied promo survives a reload of the tab, unconfirmed until the server accepts it again', () => {
  mountedStore().set(appliedPromoAtom, welcome);
  expect(mountedStore().get(appliedPromoAtom)).toEqual({ ...welcome, unconfirmed: true });
});

it('an unreadable stored promo is no promo', () => {
  sessionStorage.setItem(APPLIED_PROMO_KEY, '{"code": "welcome10", "disc');
  expect(mountedStore().get(appliedPromoAtom)).toBeNull();
  sessionStorage.setItem(APPLIED_PROMO_KEY, JSON.stringify({ code: 'welcome10', discount: 'a lot' }));
  expect(mountedStore().get(appliedPromoAtom)).toBeNull();
});

it('a re-check that accepts the promo confirms it with the server’s discount for the cart as it is', () => {
  mountedStore().set(appliedPromoAtom, welcome);
  const store = mountedStore();
  store.set(recheckPromoAtom, { code: 'welcome10', discount: 400 });
  expect(store.get(appliedPromoAtom)).toEqual({ ...welcome, discount: 400 });
});

it('a re-check that refuses the promo drops it and leaves its code in the field beside the reason', () => {
  const store = mountedStore();
  store.set(appliedPromoAtom, welcome);
  store.set(recheckPromoAtom, { code: 'welcome10', refusal: 'Coupon usage limit has been reached.' });
  expect(store.get(appliedPromoAtom)).toBeNull();
  expect(store.get(promoInputAtom)).toEqual({
    value: 'welcome10',
    error: 'Coupon usage limit has been reached.',
  });
  expect(mountedStore().get(appliedPromoAtom)).toBeNull();
});

it('a verdict on a code that is no longer applied changes nothing', () => {
  const store = mountedStore();
  store.set(appliedPromoAtom, { ...welcome, code: 'spring5' });
  store.set(recheckPromoAtom, { code: 'welcome10', refusal: 'Coupon usage limit has been reached.' });
  expect(store.get(appliedPromoAtom)?.code).toBe('spring5');
  expect(store.get(promoInputAtom).error).toBeNull();
});

it('Remove and the reset after an order both take the promo off, in memory and in the tab', () => {
  for (const takeOff of [removePromoAtom, resetCheckoutAtom]) {
    const store = mountedStore();
    store.set(appliedPromoAtom, welcome);
    store.set(promoInputAtom, { value: 'typo', error: 'Coupon not found.' });
    store.set(takeOff);
    expect(store.get(appliedPromoAtom)).toBeNull();
    expect(store.get(promoInputAtom)).toEqual({ value: '', error: null });
    expect(mountedStore().get(appliedPromoAtom)).toBeNull();
  }
});
