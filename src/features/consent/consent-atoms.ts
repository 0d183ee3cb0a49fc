import { atom } from 'jotai';

/** The footer's "cookie settings" button opens the notice again by setting this. */
export const consentNoticeReopenedAtom = atom(false);
