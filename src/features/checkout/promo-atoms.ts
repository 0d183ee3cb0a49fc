import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { APPLIED_PROMO_KEY, parseStoredPromo, type AppliedPromo } from './applied-promo';

/*
 * The applied promo survives a reload with the checkout draft, in sessionStorage (the tab's
 * lifetime). What it is worth is the server's to say again: read back, it is unconfirmed until a
 * quote for the current cart accepts it (recheckPromoAtom).
 */
const promoStorage = createJSONStorage<AppliedPromo | null>(() => sessionStorage);
const subscribe = promoStorage.subscribe;

export const appliedPromoAtom = atomWithStorage<AppliedPromo | null>(APPLIED_PROMO_KEY, null, {
  ...promoStorage,
  getItem: (key, initial) => parseStoredPromo(promoStorage.getItem(key, initial)),
  // A change from another document of the tab is read like any other.
  subscribe:
    subscribe &&
    ((key, callback, initial) => subscribe(key, (raw) => callback(parseStoredPromo(raw)), initial)),
});

/** What the promo field holds while no promo is applied, and why the last code was refused (spec §3 Promo). */
export type PromoInput = { value: string; error: string | null };
export const emptyPromoInput: PromoInput = { value: '', error: null };
export const promoInputAtom = atom<PromoInput>(emptyPromoInput);

/** The shopper takes the applied promo off, to order without it or to type another code. */
export const removePromoAtom = atom(null, (_get, set) => {
  set(appliedPromoAtom, null);
  set(promoInputAtom, emptyPromoInput);
});

/** The server's word on the applied promo for the cart as it is now (a quote, or the order itself). */
export type PromoVerdict = { code: string; discount: number } | { code: string; refusal: string };

/**
 * A refused promo is dropped, its code left in the field beside the reason, so the shopper can change
 * the cart and apply it again or type another; an accepted one shows the server's discount. A verdict
 * on a code that is no longer applied (removed or replaced meanwhile) changes nothing.
 */
export const recheckPromoAtom = atom(null, (get, set, verdict: PromoVerdict) => {
  const applied = get(appliedPromoAtom);
  if (applied?.code !== verdict.code) return;
  if ('refusal' in verdict) {
    set(appliedPromoAtom, null);
    set(promoInputAtom, { value: verdict.code, error: verdict.refusal });
  } else if (applied.unconfirmed || applied.discount !== verdict.discount) {
    set(appliedPromoAtom, {
      code: applied.code,
      discount: verdict.discount,
      freeShipping: applied.freeShipping,
    });
  }
});
