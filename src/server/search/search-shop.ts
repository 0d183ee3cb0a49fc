import 'server-only';
import type { Language } from '@/config/shop';
import { toCardProduct } from '@/domain/catalog/card-product';
import type { ProductSummary } from '@/domain/catalog/product';
import {
  SUGGESTED_ARTICLES,
  SUGGESTED_CATEGORIES,
  SUGGESTED_TERMS,
  type SearchSuggestions,
} from '@/domain/search/search-suggestions';
import { searchInWooCommerce } from '@/server/woocommerce/catalog';
import { findArticles } from './kept-article-search';
import { shopSearchWithin } from './kept-shop-search';

/**
 * How long a search waits for the index's first build before WooCommerce's own search answers
 * instead (a small catalogue's build is done well within it).
 */
const INDEX_WAIT_MS = 1_500;

/**
 * The shop's products that answer a query, best first and sold-out ones last; internal products
 * (samples, carriers) are never among them (src/domain/search/shop-search.ts, docs/search.md).
 */
export async function searchProducts(lng: Language, query: string): Promise<ProductSummary[]> {
  if (!query.trim()) return [];
  const search = await shopSearchWithin(INDEX_WAIT_MS);
  return search ? search.products(lng, query) : searchInWooCommerce(lng, query);
}

/** The header field's suggestions for a query: a few products, and the categories, notes and articles it names. */
export async function suggest(lng: Language, query: string, limit: number): Promise<SearchSuggestions> {
  if (!query.trim()) return { query, products: [], categories: [], terms: [], articles: [] };
  const [search, articles] = await Promise.all([shopSearchWithin(INDEX_WAIT_MS), findArticles(lng, query)]);
  if (!search) {
    const products = await searchInWooCommerce(lng, query);
    return {
      query,
      products: products.slice(0, limit).map(toCardProduct),
      categories: [],
      terms: [],
      articles: articles.slice(0, SUGGESTED_ARTICLES),
    };
  }
  return {
    query,
    products: search.products(lng, query).slice(0, limit).map(toCardProduct),
    categories: search.categories(lng, query).slice(0, SUGGESTED_CATEGORIES),
    terms: search.terms(lng, query).slice(0, SUGGESTED_TERMS),
    articles: articles.slice(0, SUGGESTED_ARTICLES),
  };
}
