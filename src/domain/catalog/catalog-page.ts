export interface CatalogPage<T> {
  items: T[];
  total: number;
  /** 0 for an empty list, as WooCommerce's X-WP-TotalPages says. */
  pages: number;
  /** The page actually shown; differs from the asked one when that was out of range. */
  page: number;
}

/**
 * One page of a list. A page past the end is the last page rather than an empty one: a shared link
 * to page 5 of a category that has since shrunk should still show products. The pages redirect such
 * an address to the last page's own, so one list page has one address (its title and canonical link).
 */
export function pageProducts<T>(list: readonly T[], page: number, perPage: number): CatalogPage<T> {
  const size = Math.max(1, Math.trunc(perPage) || 1);
  const total = list.length;
  const pages = Math.ceil(total / size);
  const wanted = Number.isFinite(page) ? Math.trunc(page) : 1;
  const current = Math.min(Math.max(1, wanted), Math.max(1, pages));
  const start = (current - 1) * size;
  return { items: list.slice(start, start + size), total, pages, page: current };
}
