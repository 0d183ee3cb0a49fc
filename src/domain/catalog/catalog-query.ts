import { FACET_KEYS, type FacetKey } from './product';

export const SORT_KEYS = [
  'date',
  'popularity',
  'price-asc',
  'price-desc',
  'rating-asc',
  'rating-desc',
] as const;
/**
 * The search page's own order: the engine's, best match first. Not among the catalogue's options, and
 * the default of a query that carries a search term.
 */
export const RELEVANCE = 'relevance';
export type SortKey = (typeof SORT_KEYS)[number] | typeof RELEVANCE;
export const DEFAULT_SORT = 'date' satisfies SortKey;
/** The search page offers the catalogue's orders after its own. */
export const SEARCH_SORT_KEYS = [RELEVANCE, ...SORT_KEYS] as const;

/** The query parameters a catalogue page reads (parse-catalog-query.ts); any other is not its. */
export const CATALOG_PARAMETERS = [
  'intensity',
  'trail',
  'ingredient',
  'scent',
  'rating',
  'sort',
  'page',
] as const;

export const RATINGS = [5, 4, 3, 2, 1] as const;
/** "At least N stars". */
export type Rating = (typeof RATINGS)[number];

/** Everything a catalogue URL can ask for, already cleaned: the list rules never see raw input. */
export interface CatalogQuery {
  /** Term slugs per facet, deduplicated and sorted so equal selections are equal values. */
  facets: Record<FacetKey, string[]>;
  rating: Rating | null;
  sort: SortKey;
  page: number;
  /** The search page's term: kept first in each of its links; absent on the catalogue. */
  q?: string;
}

export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  facets: { intensity: [], trail: [], ingredient: [], scent: [] },
  rating: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/** A search list starts in relevance order, the catalogue in date order. */
export function defaultSortOf(query: Pick<CatalogQuery, 'q'>): SortKey {
  return query.q === undefined ? DEFAULT_SORT : RELEVANCE;
}

/** The orders a list offers: a search list adds relevance to the catalogue's. */
export function sortKeysOf(query: Pick<CatalogQuery, 'q'>): readonly SortKey[] {
  return query.q === undefined ? SORT_KEYS : SEARCH_SORT_KEYS;
}

/**
 * The canonical query for a catalogue URL: defaults left out, keys in one fixed order, so one
 * selection has exactly one URL (one cache entry, one canonical link).
 */
export function catalogQueryToSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== undefined) params.set('q', query.q);
  for (const key of FACET_KEYS) {
    const slugs = [...new Set(query.facets[key])].sort();
    if (slugs.length > 0) params.set(key, slugs.join(','));
  }
  if (query.rating !== null) params.set('rating', String(query.rating));
  if (query.sort !== defaultSortOf(query)) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** `pathname` with the canonical query; commas stay readable (`?intensity=a,b`) as slugs never hold one. */
export function catalogHref(pathname: string, query: CatalogQuery): string {
  const search = catalogQueryToSearchParams(query).toString().replaceAll('%2C', ',');
  return search ? `${pathname}?${search}` : pathname;
}

/** Every change of selection starts again at page 1: page 3 of the old list means nothing in the new one. */
export function toggleFacet(query: CatalogQuery, facet: FacetKey, slug: string): CatalogQuery {
  const current = query.facets[facet];
  const next = current.includes(slug) ? current.filter((s) => s !== slug) : [...current, slug].sort();
  return { ...query, facets: { ...query.facets, [facet]: next }, page: 1 };
}

/** Choosing the selected rating again clears it, like unticking a box. */
export function toggleRating(query: CatalogQuery, rating: Rating): CatalogQuery {
  return { ...query, rating: query.rating === rating ? null : rating, page: 1 };
}

export function withSort(query: CatalogQuery, sort: SortKey): CatalogQuery {
  return { ...query, sort, page: 1 };
}

export function withPage(query: CatalogQuery, page: number): CatalogQuery {
  return { ...query, page: Math.max(1, Math.trunc(page)) };
}

export function clearFilters(query: CatalogQuery): CatalogQuery {
  const cleared = { ...DEFAULT_CATALOG_QUERY, sort: query.sort };
  return query.q === undefined ? cleared : { ...cleared, q: query.q };
}
