import type { CardProduct } from '@/domain/catalog/card-product';
import type { FacetKey } from '@/domain/catalog/product';

/** Longer queries are refused (400): nobody types a perfume's name in more. */
export const SEARCH_QUERY_MAX = 100;
/** Products a suggestion list shows when the caller names no limit, and the most it may ask. */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_PRODUCTS_MAX = 12;

/** A filter value the query names (a note, ingredient or scent type): it opens the catalogue filtered by it. */
export interface SuggestedTerm {
  facet: FacetKey;
  slug: string;
  name: string;
}

/** What the header's search field offers as the shopper types: GET /api/search's answer. */
export interface SearchSuggestions {
  query: string;
  products: CardProduct[];
  categories: { slug: string; name: string }[];
  terms: SuggestedTerm[];
  articles: { slug: string; title: string }[];
}

/** Beside the products, the suggestions name at most this many of each other kind. */
export const SUGGESTED_CATEGORIES = 3;
export const SUGGESTED_TERMS = 5;
export const SUGGESTED_ARTICLES = 3;
