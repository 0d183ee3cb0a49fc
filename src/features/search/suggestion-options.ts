import type { CardProduct } from '@/domain/catalog/card-product';
import { articleSlugPath, categoryPath, searchPath, termPath } from '@/domain/search/search-links';
import type { SearchSuggestions } from '@/domain/search/search-suggestions';

export type SuggestionGroupKind = 'products' | 'categories' | 'terms' | 'articles';

/** One row of the field's list; `path` is without the language prefix. */
export type SuggestionOption =
  | { kind: 'product'; key: string; path: string; label: string; product: CardProduct }
  | { kind: 'link'; key: string; path: string; label: string }
  | { kind: 'all'; key: string; path: string; label: string };

export interface SuggestionGroup {
  kind: SuggestionGroupKind;
  options: SuggestionOption[];
}

/**
 * The list as the field shows it, top to bottom: products, categories, notes, articles (each group
 * only when it has rows), then always the results page for what was typed. The same order is the
 * arrow keys' order.
 */
export function suggestionGroups(suggestions: SearchSuggestions): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      kind: 'products',
      options: suggestions.products.map((product) => ({
        kind: 'product',
        key: `product:${product.id}`,
        path: `/${product.slug}`,
        label: product.name,
        product,
      })),
    },
    {
      kind: 'categories',
      options: suggestions.categories.map(({ slug, name }) => ({
        kind: 'link',
        key: `category:${slug}`,
        path: categoryPath(slug),
        label: name,
      })),
    },
    {
      kind: 'terms',
      options: suggestions.terms.map((term) => ({
        kind: 'link',
        key: `term:${term.facet}:${term.slug}`,
        path: termPath(term),
        label: term.name,
      })),
    },
    {
      kind: 'articles',
      options: suggestions.articles.map(({ slug, title }) => ({
        kind: 'link',
        key: `article:${slug}`,
        path: articleSlugPath(slug),
        label: title,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** The last row: every result for the typed text on its own page. */
export function showAllOption(query: string, label: string): SuggestionOption {
  return { kind: 'all', key: 'all', path: searchPath(query), label };
}
