import { atom } from 'jotai';

/** Spec §2's content popups; the footer opens contacts and info, the checkout's requisites option props. */
export type ContentPopup = 'contacts' | 'info' | 'props';

export const contentPopupAtom = atom<ContentPopup | null>(null);
