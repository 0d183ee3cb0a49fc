import { arrayOf, INVALID, int, nullable, object, type Read } from '@/domain/stored/read';
import { readGiftCard, type GiftCard } from './gift-card';

/**
 * The gift choice as the spec names it (§3): `selectCards` is what the order carries, `selectCardsNow`
 * what the open popup has ticked, `count` the number chosen, `deleteId` the card a removal is pending
 * for, and `cards` the chosen cards' details, kept so the basket can list them after a reload
 * without loading the catalogue.
 */
export type GiftSelection = {
  count: number;
  selectCards: number[];
  selectCardsNow: number[];
  deleteId: number | null;
  cards: GiftCard[];
};

export const emptyGiftSelection: GiftSelection = {
  count: 0,
  selectCards: [],
  selectCardsNow: [],
  deleteId: null,
  cards: [],
};

const id = int(1);

const readGiftSelection: Read<GiftSelection> = object({
  count: int(0),
  selectCards: arrayOf(id),
  selectCardsNow: arrayOf(id),
  deleteId: nullable(id),
  cards: arrayOf(readGiftCard),
});

/** A stored selection of another shape is dropped: a lost free-sample choice is cheap to redo. */
export function parseStoredGifts(raw: unknown): GiftSelection {
  const selection = readGiftSelection(raw);
  return selection === INVALID ? emptyGiftSelection : selection;
}
