import { atom } from 'jotai';

/**
 * Number of items in the cart, shown on the header's basket button. A placeholder until the cart
 * feature lands: it will derive this from the persisted cart lines.
 */
export const cartCountAtom = atom(0);
