import type { Language } from '@/config/shop';
import { listGiftCards } from '@/server/woocommerce/special-products';
import { withFallback } from '@/server/with-fallback';
import { GiftPopup } from './gift-popup';

/**
 * Loads the gift samples (cached under the products tag) and mounts the gift popup the basket's gift
 * section opens. When the shop cannot answer, the popup still offers the surprise gift.
 */
export async function GiftCardsLoader({ lng }: { lng: Language }) {
  const cards = await withFallback(`gift cards (${lng})`, () => listGiftCards(lng), []);
  return <GiftPopup cards={cards} />;
}
