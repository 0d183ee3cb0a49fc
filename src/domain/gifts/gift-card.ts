import { z } from 'zod';
import { SURPRISE_GIFT_ID } from './gift-config';

/** A free sample the shopper may choose (spec §3). `image` is empty when there is none. */
export type GiftCard = { id: number; name: string; description: string; image: string; count: number };

export const giftCardSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  count: z.number().int().nonnegative(),
}) satisfies z.ZodType<GiftCard>;

/**
 * Spec §3: the surprise gift (id 1) always comes first; a card of that id in the loaded list is
 * replaced by it rather than shown twice.
 */
export function withSurpriseFirst(cards: GiftCard[], surprise: GiftCard): GiftCard[] {
  return [surprise, ...cards.filter((card) => card.id !== SURPRISE_GIFT_ID && card.id !== surprise.id)];
}
