/** Catalogue list settings; the lead may fold these into src/config/shop.ts with the spec constants. */

/** Cards per catalogue page: a 4-column desktop grid of three rows, a 2-column phone grid of six. */
export const CATALOG_PAGE_SIZE = 12;

/**
 * A URL can name at most this many terms per filter. No real facet has more, and the cap keeps a
 * crafted query from making every request of a cached catalogue page unique and expensive.
 */
export const MAX_TERMS_PER_FACET = 30;

/** Beyond any real catalogue; a larger `page` is treated as a typo and falls back to page 1. */
export const MAX_PAGE = 10_000;
