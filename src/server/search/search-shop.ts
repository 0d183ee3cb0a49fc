import 'server-only';
import type { Language } from '@/config/shop';
import { toCardProduct } from '@/domain/catalogue/card-product';
import type { ProductSummary } from '@/domain/catalogue/product';
import {
  SUGGESTED_ARTICLES,
  SUGGESTED_CATEGORIES,
  SUGGESTED_TERMS,
  type SearchSuggestions,
} from '@/domain/search/search-suggestions';
import { findArticles } from './kept-article-search';
import { keptShopSearch } from './kept-shop-search';

/**
 * The shop's products that answer a query, best first and sold-out ones last; internal products
 * (samples, carriers) are never among them (src/domain/search/shop-search.ts, docs/search.md).
 */
export async function searchProducts(lng: Language, query: string): Promise<ProductSummary[]> {
  if (!query.trim()) return [];
  return (await keptShopSearch()).products(lng, query);
}

/** The header field's suggestions for a query: a few products, and the categories, notes and articles it names. */
export async function suggest(lng: Language, query: string, limit: number): Promise<SearchSuggestions> {
  if (!query.trim()) return { query, products: [], categories: [], terms: [], articles: [] };
  const [search, articles] = await Promise.all([keptShopSearch(), findArticles(lng, query)]);
  return {
    query,
    products: search.products(lng, query).slice(0, limit).map(toCardProduct),
    categories: search.categories(lng, query).slice(0, SUGGESTED_CATEGORIES),
    terms: search.terms(lng, query).slice(0, SUGGESTED_TERMS),
    articles: articles.slice(0, SUGGESTED_ARTICLES),
  };
}
