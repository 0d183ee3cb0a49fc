import { z } from 'zod';
import { giftCardSchema, type GiftCard } from './gift-card';

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

const id = z.number().int().positive();

const giftSelectionSchema = z.object({
  count: z.number().int().nonnegative(),
  selectCards: z.array(id),
  selectCardsNow: z.array(id),
  deleteId: id.nullable(),
  cards: z.array(giftCardSchema),
}) satisfies z.ZodType<GiftSelection>;

/** A stored selection of another shape is dropped: a lost free-sample choice is cheap to redo. */
export function parseStoredGifts(raw: unknown): GiftSelection {
  const parsed = giftSelectionSchema.safeParse(raw);
  return parsed.success ? parsed.data : emptyGiftSelection;
}
