import { z } from 'zod';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import {
  CATALOG_PARAMETERS,
  RELEVANCE,
  SEARCH_SORT_KEYS,
  type CatalogQuery,
  type SearchParamsInput,
} from '@/domain/catalog/catalog-query';
import { SEARCH_QUERY_MAX } from './search-suggestions';

const first = (params: SearchParamsInput, key: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
};

/** The search page reads the catalogue's parameters and its term. */
export const SEARCH_TERM_PARAMETER = 'q';
export const SEARCH_PARAMETERS = [...CATALOG_PARAMETERS, SEARCH_TERM_PARAMETER] as const;

const sortSchema = z.enum(SEARCH_SORT_KEYS).catch(RELEVANCE);

/**
 * The search page's query: the catalogue's filters and paging, its term (trimmed, cut at the
 * longest the engine reads, never a crash) and an order that starts at relevance.
 */
export function parseSearchQuery(params: SearchParamsInput): CatalogQuery & { q: string } {
  const q = (first(params, SEARCH_TERM_PARAMETER) ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, SEARCH_QUERY_MAX);
  return { ...parseCatalogQuery(params), sort: sortSchema.parse(first(params, 'sort')), q };
}

/** Whether the shopper narrowed the results: then "nothing found" is about the filters, not the term. */
export function hasFilters(query: CatalogQuery): boolean {
  return query.rating !== null || Object.values(query.facets).some((slugs) => slugs.length > 0);
}
