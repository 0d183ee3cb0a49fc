import { int, object, string, type Read } from '@/domain/stored/read';
import { SURPRISE_GIFT_ID } from './gift-config';

/** A free sample the shopper may choose (spec §3). `image` is empty when there is none. */
export type GiftCard = { id: number; name: string; description: string; image: string; count: number };

/** A stored card (the basket lists the chosen ones after a reload); read on every page, so no zod. */
export const readGiftCard: Read<GiftCard> = object({
  id: int(1),
  name: string(),
  description: string(),
  image: string(),
  count: int(0),
});

/**
 * Spec §3: the surprise gift (id 1) always comes first; a card of that id in the loaded list is
 * replaced by it rather than shown twice.
 */
export function withSurpriseFirst(cards: GiftCard[], surprise: GiftCard): GiftCard[] {
  return [surprise, ...cards.filter((card) => card.id !== SURPRISE_GIFT_ID && card.id !== surprise.id)];
}
