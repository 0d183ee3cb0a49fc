import 'server-only';
import type { Language } from '@/config/shop';
import { toCardProduct } from '@/domain/catalogue/card-product';
import type { ProductSummary } from '@/domain/catalogue/product';
import type { SearchSuggestions } from '@/domain/search/search-suggestions';
import { loadCatalogue } from '@/server/woocommerce/catalogue';

const fold = (text: string) => text.toLocaleLowerCase().trim();

/**
 * The shop's products that answer a query, best first; internal products (samples, carriers) are
 * never among them because the whole-shop catalogue leaves them out.
 */
export async function searchProducts(lng: Language, query: string): Promise<ProductSummary[]> {
  const wanted = fold(query);
  if (!wanted) return [];
  const products = await loadCatalogue(lng);
  const found = products.filter((product) => fold(product.name).includes(wanted));
  return [...found.filter((p) => p.inStock), ...found.filter((p) => !p.inStock)];
}

/** The header field's suggestions for a query: a few products, and what else it names. */
export async function suggest(lng: Language, query: string, limit: number): Promise<SearchSuggestions> {
  const products = await searchProducts(lng, query);
  return {
    query,
    products: products.slice(0, limit).map(toCardProduct),
    categories: [],
    terms: [],
    articles: [],
  };
}
