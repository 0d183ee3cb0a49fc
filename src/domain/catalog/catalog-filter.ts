import type { CatalogQuery } from './catalog-query';
import { FACET_KEYS, type FacetKey, type ProductSummary } from './product';

/** Whether the product passes one facet's selection: any selected term will do (OR within a facet). */
function matchesFacet(product: ProductSummary, facet: FacetKey, selected: readonly string[]): boolean {
  return selected.length === 0 || product.facets[facet].some((term) => selected.includes(term.slug));
}

/** "At least N stars"; an unrated product (0) never passes a rating filter. */
function matchesRating(product: ProductSummary, rating: number | null): boolean {
  return rating === null || product.rating >= rating;
}

/**
 * Whether the product passes every filter except `skip`: facets AND together, then the rating.
 * Facet counts use `skip` to ask "what if this facet's selection were different".
 */
export function matchesQuery(
  product: ProductSummary,
  query: CatalogQuery,
  skip?: FacetKey | 'rating',
): boolean {
  return (
    FACET_KEYS.every((key) => key === skip || matchesFacet(product, key, query.facets[key])) &&
    (skip === 'rating' || matchesRating(product, query.rating))
  );
}

/** The products the URL's filters select, in their original order. */
export function filterProducts(products: readonly ProductSummary[], query: CatalogQuery): ProductSummary[] {
  return products.filter((product) => matchesQuery(product, query));
}
