import 'server-only';
import { ExpiringMap } from '@/server/expiring-map';
import { expiryGeneration } from '@/server/page-cache/page-cache';

/*
 * Reads kept in this process for a few seconds, on top of Next's data cache, where the same read is
 * made by request after request and the read itself (the cache lookup, the JSON, its schema, the
 * mapping) is a measured part of the work:
 * - the checkout's product reads (checkout-catalog.ts): 0.6 ms of the order route's median (the order
 *   route's row of `npm run bench`), and of the shop's CPU per order;
 * - a catalogue list's summaries (catalog.ts loadCatalog): every page of the list and the facets'
 *   terms read from the data cache, parsed and mapped again by each render of each of its URLs
 *   (sorts, filters, pages, campaign parameters), and by /api/products and /api/filters;
 * - the layout's reads (layout-reads.ts), made by every page: a third of a short page's render;
 * - the categories (products.ts listCategories), read twice by each catalogue render.
 *
 * Forgotten on the signal that empties the kept pages (src/server/page-cache/page-cache.ts): a
 * webhook through this replica, or through any replica when Redis is set, so an edit reaches the
 * checkout and the lists as soon as it reaches the pages; and at most FRESH_MS after it was read.
 * For the checkout, WooCommerce prices the order itself anyway: its reads decide what an order may
 * hold.
 */

const FRESH_MS = 10_000;
const MAX_ENTRIES = 500;

const kept = new ExpiringMap<string, { value: Promise<unknown>; generation: number }>({
  ttlMs: FRESH_MS,
  maxEntries: MAX_ENTRIES,
});

/** `read()`'s answer for `key`, from a read made here in the last FRESH_MS with no expiry since. */
export function keptRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const generation = expiryGeneration();
  const hit = kept.get(key);
  if (hit && hit.generation === generation) return hit.value as Promise<T>;
  const value = read();
  kept.set(key, { value, generation });
  // A failed read is not kept: the next order reads again.
  value.catch(() => {
    if (kept.get(key)?.value === value) kept.delete(key);
  });
  return value;
}
