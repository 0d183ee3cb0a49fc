import { atom } from 'jotai';
import { persistedAtom } from '@/components/persisted-atom';
import type { GiftCard } from '@/domain/gifts/gift-card';
import {
  cancelStaging,
  commitSelection,
  deleteGift,
  stageToggle,
  startStaging,
} from '@/domain/gifts/gift-rules';
import { emptyGiftSelection, parseStoredGifts, type GiftSelection } from '@/domain/gifts/gift-selection';

export const GIFTS_STORAGE_KEY = 'gifts:v1';

export const giftSelectionAtom = persistedAtom<GiftSelection>(
  GIFTS_STORAGE_KEY,
  emptyGiftSelection,
  parseStoredGifts,
);

/** Whether the gift popup is open. */
export const giftPopupOpenAtom = atom(false);

export const openGiftPopupAtom = atom(null, (_get, set) => {
  set(giftSelectionAtom, startStaging);
  set(giftPopupOpenAtom, true);
});

export const stageGiftAtom = atom(null, (_get, set, id: number) => {
  set(giftSelectionAtom, (state) => stageToggle(state, id));
});

export const confirmGiftsAtom = atom(null, (_get, set, offered: GiftCard[]) => {
  set(giftSelectionAtom, (state) => commitSelection(state, offered));
  set(giftPopupOpenAtom, false);
});

export const cancelGiftsAtom = atom(null, (_get, set) => {
  set(giftSelectionAtom, cancelStaging);
  set(giftPopupOpenAtom, false);
});

export const deleteGiftAtom = atom(null, (_get, set, id: number) => {
  set(giftSelectionAtom, (state) => deleteGift(state, id));
});

export const clearGiftsAtom = atom(null, (_get, set) => {
  set(giftSelectionAtom, emptyGiftSelection);
});
