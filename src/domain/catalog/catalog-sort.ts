import type { SortKey } from './catalog-query';
import type { ProductSummary } from './product';

type Compare = (a: ProductSummary, b: ProductSummary) => number;

function time(product: ProductSummary): number {
  const ms = Date.parse(product.dateCreated);
  return Number.isNaN(ms) ? 0 : ms;
}

const COMPARE: Record<Exclude<SortKey, 'relevance'>, Compare> = {
  date: (a, b) => time(b) - time(a),
  popularity: (a, b) => b.totalSales - a.totalSales,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  // Among equal averages, more reviews is the stronger signal, so it counts in the same direction.
  'rating-asc': (a, b) => a.rating - b.rating || a.ratingCount - b.ratingCount,
  'rating-desc': (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount,
};

/**
 * A new list in the chosen order. Ties fall back to the product id so the order is total: without
 * that, two products with one price could swap between requests and appear on both page 1 and 2.
 */
export function sortProducts(products: readonly ProductSummary[], sort: SortKey): ProductSummary[] {
  // The search engine has ranked the list already; relevance keeps its order.
  if (sort === 'relevance') return [...products];
  const compare = COMPARE[sort];
  return [...products].sort((a, b) => compare(a, b) || a.id - b.id);
}
