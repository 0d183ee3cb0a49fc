import { RECENTLY_VIEWED_MAX } from '@/config/shop';
import { parseProductIds } from '@/domain/catalog/product-ids';

/*
 * The products a shopper opened, newest first, kept in the browser: the product page records its
 * product, the product pages and the empty basket show the row.
 */

/** `id` first, once, and the `max` newest in all. */
export function recordView(ids: readonly number[], id: number, max = RECENTLY_VIEWED_MAX): number[] {
  return [id, ...ids.filter((viewed) => viewed !== id)].slice(0, max);
}

/** The row to show: a product page leaves itself out of its own row. */
export function recentlyViewedExcept(ids: readonly number[], currentId?: number): number[] {
  return currentId === undefined ? [...ids] : ids.filter((id) => id !== currentId);
}

export function parseStoredRecentlyViewed(raw: unknown): number[] {
  return parseProductIds(raw, RECENTLY_VIEWED_MAX);
}
