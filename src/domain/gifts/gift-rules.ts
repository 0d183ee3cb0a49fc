import type { GiftCard } from './gift-card';
import { GIFT_LIMIT } from './gift-config';
import type { GiftSelection } from './gift-selection';

/** Opening the popup starts from what is already chosen. */
export function startStaging(state: GiftSelection): GiftSelection {
  return { ...state, selectCardsNow: [...state.selectCards] };
}

/**
 * Spec §4: a tick is staged in selectCardsNow until confirmed. Unticking is always allowed; a tick
 * beyond GIFT_LIMIT is refused (the state comes back unchanged).
 */
export function stageToggle(state: GiftSelection, id: number): GiftSelection {
  const staged = state.selectCardsNow;
  if (staged.includes(id)) return { ...state, selectCardsNow: staged.filter((s) => s !== id) };
  if (staged.length >= GIFT_LIMIT) return state;
  return { ...state, selectCardsNow: [...staged, id] };
}

export function canStageMore(state: GiftSelection): boolean {
  return state.selectCardsNow.length < GIFT_LIMIT;
}

/**
 * Confirm: the staged choice becomes the order's, and the count follows it. `offered` supplies the
 * details of each chosen card; an id no longer offered is let go.
 */
export function commitSelection(state: GiftSelection, offered: GiftCard[]): GiftSelection {
  const known = new Map([...state.cards, ...offered].map((card) => [card.id, card]));
  const cards = state.selectCardsNow.flatMap((id) => {
    const card = known.get(id);
    return card ? [card] : [];
  });
  const selectCards = cards.map((card) => card.id);
  return { ...state, selectCards, selectCardsNow: [...selectCards], cards, count: selectCards.length };
}

/** Cancel: whatever was ticked in the popup is forgotten. */
export function cancelStaging(state: GiftSelection): GiftSelection {
  return { ...state, selectCardsNow: [...state.selectCards] };
}

/** Spec §4: deleting a chosen gift removes it and lowers the total. */
export function deleteGift(state: GiftSelection, id: number): GiftSelection {
  const selectCards = state.selectCards.filter((s) => s !== id);
  return {
    ...state,
    selectCards,
    selectCardsNow: state.selectCardsNow.filter((s) => s !== id),
    cards: state.cards.filter((card) => card.id !== id),
    count: selectCards.length,
    deleteId: null,
  };
}

/** The chosen cards in the order they were chosen. */
export function chosenGifts(state: GiftSelection): GiftCard[] {
  return state.selectCards.flatMap((id) => state.cards.filter((card) => card.id === id));
}
