import { FAVOURITES_MAX } from '@/config/shop';
import { parseProductIds } from '@/domain/catalog/product-ids';

/*
 * The shopper's favourites: product ids, newest first, kept in the browser (there are no accounts).
 * Only ids: what a card shows (price, stock, sale) is read live when the list is shown, so a saved
 * product never shows a price the shop no longer asks.
 */

export function isFavourite(ids: readonly number[], id: number): boolean {
  return ids.includes(id);
}

/**
 * Saves `id` first or, when it is saved, forgets it. Past `max` the oldest is let go: a bound the
 * shopper does not meet (FAVOURITES_MAX), which keeps one read of the list to one request.
 */
export function toggleFavourite(ids: readonly number[], id: number, max = FAVOURITES_MAX): number[] {
  return isFavourite(ids, id) ? ids.filter((saved) => saved !== id) : [id, ...ids].slice(0, max);
}

/** The favourites without products the shop no longer sells (the live read did not find them). */
export function withoutProducts(ids: readonly number[], gone: readonly number[]): number[] {
  return ids.filter((id) => !gone.includes(id));
}

export function parseStoredFavourites(raw: unknown): number[] {
  return parseProductIds(raw, FAVOURITES_MAX);
}
