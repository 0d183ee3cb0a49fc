import { readCardProduct } from '@/domain/catalog/card-product';
import { FACET_KEYS } from '@/domain/catalog/product';
import { arrayOf, object, oneOf, string, type Read } from '@/domain/stored/read';
import type { SearchSuggestions } from './search-suggestions';

const slug = string(400, 1);

/** GET /api/search's answer as the header's field reads it in the browser, or INVALID. */
export const readSearchSuggestions: Read<SearchSuggestions> = object({
  query: string(1000),
  products: arrayOf(readCardProduct),
  categories: arrayOf(object({ slug, name: string(500, 1) })),
  terms: arrayOf(object({ facet: oneOf(FACET_KEYS), slug, name: string(500, 1) })),
  articles: arrayOf(object({ slug, title: string(1000, 1) })),
});

/** Every list empty: nothing to offer but the results page. */
export function isEmptySuggestions(suggestions: SearchSuggestions): boolean {
  const { products, categories, terms, articles } = suggestions;
  return products.length + categories.length + terms.length + articles.length === 0;
}
