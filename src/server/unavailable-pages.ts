import { DEFAULT_LANGUAGE, LANGUAGES } from '@/config/shop';
import { isUnavailableDigest } from '@/domain/unavailable';
import { ExpiringMap } from '@/server/expiring-map';
import { RETRY_AFTER_SECONDS } from '@/server/platform-unavailable';

/*
 * Pages that failed a moment ago because WooCommerce or WordPress did not answer, so that the proxy
 * answers them 503 with Retry-After.
 *
 * Why this way: a page's HTTP status is fixed before Next.js renders it. The proxy can choose one (a
 * rewrite with a status), and during the render only notFound(), forbidden(), unauthorized() and
 * redirect() can; any other error thrown while rendering makes a 500 whose HTML is an empty shell
 * that the browser fills in with error.tsx. A render cannot answer 503: the status and headers go out
 * before the page streams, and a server component has no way to set them (vercel/next.js discussion
 * #53225). So the render that finds the platform down answers 500, and error.tsx tells the shopper
 * the shop is temporarily unavailable; instrumentation.ts (onRequestError) remembers its path here,
 * and for RETRY_AFTER_SECONDS the proxy answers that path 503 with the notice in the HTML, header and
 * footer included, without waiting on the platform again. Then the page is rendered again, and a
 * platform that is back serves it.
 *
 * Per page, not per platform: a page whose data is still in the fetch cache renders while its
 * platform is down (and the checkout page needs no platform to render), so only the pages that
 * failed are refused.
 *
 * On globalThis: the proxy and the pages are separate bundles in one server process, and a module's
 * own variable would be one per bundle. Each replica remembers its own failures. Bounded, oldest out.
 */

const MAX_PAGES = 1_000;
const MEMORY = Symbol.for('storefront.unavailablePages');

/** Each failed page's key, with the time until which it is refused. */
function memory(): ExpiringMap<string, number> {
  const store = globalThis as typeof globalThis & { [MEMORY]?: ExpiringMap<string, number> };
  store[MEMORY] ??= new ExpiringMap({ ttlMs: RETRY_AFTER_SECONDS * 1000, maxEntries: MAX_PAGES });
  return store[MEMORY];
}

/**
 * One key for a page however it is named: `/catalog/men` as the shopper asks for it and
 * `/uk/catalog/men?_rsc=1` as the render sees it are the same page.
 */
export function pageKey(path: string): string {
  const pathname = path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  const [, first] = pathname.split('/');
  if ((LANGUAGES as readonly string[]).includes(first)) return pathname;
  return pathname === '/' ? `/${DEFAULT_LANGUAGE}` : `/${DEFAULT_LANGUAGE}${pathname}`;
}

/** Remembers the page at `path` when its render failed because a platform did not answer. */
export function rememberIfUnavailable(error: unknown, path: string, now = Date.now()): void {
  if (!isUnavailableDigest((error as { digest?: string } | null)?.digest)) return;
  memory().set(pageKey(path), now + RETRY_AFTER_SECONDS * 1000, { at: now });
}

/** Seconds before the page at `path` is rendered again, or null when it did not just fail. */
export function unavailablePageRetryAfter(path: string, now = Date.now()): number | null {
  const until = memory().get(pageKey(path), now);
  return until === undefined ? null : Math.ceil((until - now) / 1000);
}
