import { int } from '@/domain/stored/read';

const readId = int(1);

/**
 * A list of product ids as the browser kept it (favourites, recently viewed), made safe to use:
 * anything that is not a list is an empty one; an entry that is not a product id, or names one a
 * second time, is dropped; past `max` the rest is dropped. The order is kept: it is the shopper's.
 */
export function parseProductIds(raw: unknown, max: number): number[] {
  if (!Array.isArray(raw)) return [];
  const ids: number[] = [];
  for (const value of raw) {
    if (ids.length >= max) break;
    const id = readId(value);
    if (typeof id === 'number' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
