import { CATALOG_PAGE_SIZE } from './catalog-config';
import { facetCounts, type CatalogFacets } from './catalog-facets';
import { filterProducts } from './catalog-filter';
import { pageProducts, type CatalogPage } from './catalog-page';
import type { CatalogQuery } from './catalog-query';
import { sortProducts } from './catalog-sort';
import type { ProductSummary } from './product';

export type CatalogResult = CatalogPage<ProductSummary> & { facets: CatalogFacets };

/**
 * One catalogue page from a category's whole product list. The storefront does this itself because
 * WooCommerce REST filters by one attribute term at most and not by rating at all; the list it starts
 * from is cached, so this runs over a few hundred plain objects per request.
 */
export function applyCatalogQuery(
  products: readonly ProductSummary[],
  query: CatalogQuery,
  perPage: number = CATALOG_PAGE_SIZE,
  locale?: string,
): CatalogResult {
  const list = sortProducts(filterProducts(products, query), query.sort);
  return { ...pageProducts(list, query.page, perPage), facets: facetCounts(products, query, locale) };
}
