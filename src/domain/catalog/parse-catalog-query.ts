import { z } from 'zod';
import { MAX_PAGE, MAX_TERMS_PER_FACET } from './catalog-config';
import {
  CATALOG_PARAMETERS,
  DEFAULT_SORT,
  SORT_KEYS,
  type CatalogQuery,
  type Rating,
  type SearchParamsInput,
} from './catalog-query';

// Apart from catalog-query.ts: the catalogue's links and toggles run in the browser, this parser
// only on the server, and zod stays out of the catalogue page's JavaScript.

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
  const raw = Object.fromEntries(CATALOG_PARAMETERS.map((key) => [key, valuesOf(params, key)]));
  const { rating, sort, page, ...facets } = catalogQuerySchema.parse(raw);
  return { facets, rating, sort, page };
}
