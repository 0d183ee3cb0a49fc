import { z } from 'zod';
import { MAX_PAGE, MAX_TERMS_PER_FACET } from './catalog-config';
import { FACET_KEYS, type FacetKey } from './product';

export const SORT_KEYS = [
  'date',
  'popularity',
  'price-asc',
  'price-desc',
  'rating-asc',
  'rating-desc',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'date';

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
}

type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

export const DEFAULT_CATALOG_QUERY: CatalogQuery = {
  facets: { intensity: [], trail: [], ingredient: [], scent: [] },
  rating: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/**
 * WooCommerce slugs are lowercase ASCII words joined by hyphens, or percent-encoded UTF-8 for a
 * Cyrillic name (sanitize_title), so `%` stays allowed; anything else cannot be a term and is dropped.
 */
const SLUG = /^[a-z0-9%][a-z0-9%_-]{0,199}$/;

const facetSchema = z.array(z.string()).transform((values) =>
  [...new Set(values.flatMap((value) => value.split(',')).map((slug) => slug.trim().toLowerCase()))]
    .filter((slug) => SLUG.test(slug))
    .sort()
    .slice(0, MAX_TERMS_PER_FACET),
);

// A shared link may repeat a parameter (`?sort=a&sort=b`); the first occurrence wins, as in Next.js's
// own `searchParams` when read as a single value.
const first = z.array(z.string()).transform((values) => values[0]?.trim());

const catalogQuerySchema = z.object({
  intensity: facetSchema,
  trail: facetSchema,
  ingredient: facetSchema,
  scent: facetSchema,
  rating: first.pipe(
    z
      .string()
      .regex(/^[1-5]$/)
      .transform((value): Rating | null => Number(value) as Rating)
      .catch(null),
  ),
  sort: first.pipe(z.enum(SORT_KEYS).catch(DEFAULT_SORT)),
  page: first.pipe(
    z
      .string()
      .regex(/^\d{1,6}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_PAGE))
      .catch(1),
  ),
});

function valuesOf(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A catalogue URL's query as the list rules need it; a value that makes no sense falls back to its default. */
export function parseCatalogQuery(params: SearchParamsInput): CatalogQuery {
  const raw = Object.fromEntries(
    ['intensity', 'trail', 'ingredient', 'scent', 'rating', 'sort', 'page'].map((key) => [
      key,
      valuesOf(params, key),
    ]),
  );
  const { rating, sort, page, ...facets } = catalogQuerySchema.parse(raw);
  return { facets, rating, sort, page };
}

/**
 * The canonical query for a catalogue URL: defaults left out, keys in one fixed order, so one
 * selection has exactly one URL (one cache entry, one canonical link).
 */
export function catalogQueryToSearchParams(query: CatalogQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FACET_KEYS) {
    const slugs = [...new Set(query.facets[key])].sort();
    if (slugs.length > 0) params.set(key, slugs.join(','));
  }
  if (query.rating !== null) params.set('rating', String(query.rating));
  if (query.sort !== DEFAULT_SORT) params.set('sort', query.sort);
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
  return { ...DEFAULT_CATALOG_QUERY, sort: query.sort };
}
