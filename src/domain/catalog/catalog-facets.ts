import { RATINGS, type CatalogQuery, type Rating } from './catalog-query';
import { matchesQuery } from './catalog-filter';
import { FACET_KEYS, type FacetKey, type ProductSummary } from './product';

interface FacetOption {
  slug: string;
  name: string;
  /** Products the list would show with this term ticked, given the other filters as they are. */
  count: number;
  selected: boolean;
}

interface RatingOption {
  value: Rating;
  /** Products rated at least `value`, given the facet filters as they are. */
  count: number;
  selected: boolean;
}

export type CatalogFacets = Record<FacetKey, FacetOption[]> & { rating: RatingOption[] };

function facetOptions(
  products: readonly ProductSummary[],
  query: CatalogQuery,
  facet: FacetKey,
  collator: Intl.Collator,
): FacetOption[] {
  const options = new Map<string, FacetOption>();
  // The terms offered are those of the whole list, so a term keeps its place (with 0) when other
  // filters leave it nothing, instead of vanishing under the shopper's cursor.
  for (const product of products) {
    for (const term of product.facets[facet]) {
      if (!options.has(term.slug)) {
        const selected = query.facets[facet].includes(term.slug);
        options.set(term.slug, { slug: term.slug, name: term.name, count: 0, selected });
      }
    }
  }
  // Disjunctive faceting: within a facet the terms are OR-ed, so a term's count ignores this facet's
  // own selection and honours every other facet and the rating.
  for (const product of products) {
    if (!matchesQuery(product, query, facet)) continue;
    for (const slug of new Set(product.facets[facet].map((term) => term.slug))) {
      options.get(slug)!.count += 1;
    }
  }
  return [...options.values()].sort((a, b) => collator.compare(a.name, b.name));
}

function ratingOptions(products: readonly ProductSummary[], query: CatalogQuery): RatingOption[] {
  const candidates = products.filter((product) => matchesQuery(product, query, 'rating'));
  return RATINGS.map((value) => ({
    value,
    count: candidates.filter((product) => product.rating >= value).length,
    selected: query.rating === value,
  }));
}

/**
 * What each filter option would yield, for the filters popup. `products` is the whole category
 * before filtering; `locale` orders term names as the shopper's language does.
 */
export function facetCounts(
  products: readonly ProductSummary[],
  query: CatalogQuery,
  locale?: string,
): CatalogFacets {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const facets = Object.fromEntries(
    FACET_KEYS.map((key) => [key, facetOptions(products, query, key, collator)]),
  ) as Record<FacetKey, FacetOption[]>;
  return { ...facets, rating: ratingOptions(products, query) };
}

/**
 * `query` with only the terms the list offers (those of `products`, as the filters show them): a link
 * to a term no product carries any longer, or a made-up one, asks for nothing the shopper could
 * untick. The same object when every term is offered, so a caller can tell the address is the list's own.
 */
export function offeredQuery(products: readonly ProductSummary[], query: CatalogQuery): CatalogQuery {
  let offered: CatalogQuery = query;
  for (const facet of FACET_KEYS) {
    const asked = query.facets[facet];
    if (asked.length === 0) continue;
    const terms = new Set(products.flatMap((product) => product.facets[facet].map((term) => term.slug)));
    const kept = asked.filter((slug) => terms.has(slug));
    if (kept.length === asked.length) continue;
    offered = { ...offered, facets: { ...offered.facets, [facet]: kept } };
  }
  return offered;
}
