import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { emptyCheckoutForm, parseCheckoutDraft, type CheckoutForm } from './checkout-form-schema';
import { removePromoAtom } from './promo-atoms';

/** Spec §4: the checkout stage starts at 0; 1 while an order is being placed, 2 once it is accepted. */
export type CheckoutStage = 0 | 1 | 2;
export const checkoutStageAtom = atom<CheckoutStage>(0);

/*
 * The filled form survives a reload or a failed order in sessionStorage (the tab's lifetime): personal
 * data is not kept on the device after the tab is closed.
 */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft:v1';

const draftStorage = createJSONStorage<CheckoutForm>(() => sessionStorage);

export const checkoutDraftAtom = atomWithStorage<CheckoutForm>(CHECKOUT_DRAFT_KEY, emptyCheckoutForm, {
  ...draftStorage,
  getItem: (key, initial) => parseCheckoutDraft(draftStorage.getItem(key, initial)),
});

/**
 * The Idempotency-Key of the current attempt: kept until an order is accepted, so a double click or a
 * retry after a lost answer makes one order. Kept with the draft, in sessionStorage: a shopper who
 * reloads after "could not place your order" and sends again must send the same key, because the
 * first attempt may have made the order after all (WooCommerce answered too late).
 */
export const idempotencyKeyAtom = atomWithStorage<string | null>(
  'checkout-idempotency-key:v1',
  null,
  createJSONStorage<string | null>(() => sessionStorage),
);

/** Spec §4 reset: after an accepted order the stage is 0, the promo gone and the form empty. */
export const resetCheckoutAtom = atom(null, (_get, set) => {
  set(removePromoAtom);
  set(idempotencyKeyAtom, null);
  set(checkoutDraftAtom, emptyCheckoutForm);
  set(checkoutStageAtom, 0);
});
