import 'server-only';
import type { Language } from '@/config/shop';
import { EMPTY_SITE_OPTIONS } from '@/domain/content/site-options';
import { keptRead } from '@/server/kept-reads';
import { withFallback } from '@/server/with-fallback';
import { listHeaderProductTiles } from '@/server/woocommerce/header-products';
import { listGiftCards } from '@/server/woocommerce/special-products';
import { getSiteOptions } from '@/server/wordpress/options';
import { listWheels } from '@/server/wordpress/wheels';

/*
 * What every page's layout reads: the options record (header, footer, contacts), the mega menu's
 * products, the basket's gift cards and the prize wheels. Each page render made these reads again
 * from Next's data cache (the queue, the JSON, Apollo's document handling, the schema, the mapping);
 * they are kept in this process a few seconds and forgotten on the webhook signal that empties the
 * kept pages (kept-reads.ts), so an edit reaches the layout as soon as it reaches the pages. Only an
 * answer is kept: a failed read falls back for this render alone and is read again by the next.
 */

/** `read()` kept under `key`; when it fails, `fallback` for this render (withFallback logs it). */
function keptOr<T>(key: string, read: () => Promise<T>, fallback: T): Promise<T> {
  return withFallback(key, () => keptRead(key, read), fallback);
}

/** The layout's reads; each part that cannot be read is empty rather than an error page. */
export async function layoutReads(lng: Language) {
  // Empty options when WordPress cannot answer: the header and footer still render.
  const optionsRead = keptOr(`layout:options:${lng}`, () => getSiteOptions(lng), EMPTY_SITE_OPTIONS);
  const [options, headerProducts, giftCards, wheels] = await Promise.all([
    optionsRead,
    // The options record names the mega menu's products, WooCommerce prices them; when the shop
    // cannot answer the menu shows none rather than the record's stale prices.
    optionsRead.then((o) =>
      keptOr(
        `layout:header-products:${lng}:${JSON.stringify(o.headerProducts)}`,
        () => listHeaderProductTiles(o.headerProducts, lng),
        [],
      ),
    ),
    // The gift popup the basket opens; when the shop cannot answer it still offers the surprise gift.
    keptOr(`layout:gift-cards:${lng}`, () => listGiftCards(lng), []),
    keptOr(`layout:wheels:${lng}`, () => listWheels(lng), []),
  ]);
  return { options, headerProducts, giftCards, wheels };
}
