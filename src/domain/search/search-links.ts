import { catalogHref, DEFAULT_CATALOG_QUERY } from '@/domain/catalog/catalog-query';
import type { SuggestedTerm } from './search-suggestions';

/** The results page for a term, language prefix not included: `/search?q=…`. */
export function searchPath(query: string): string {
  const q = query.trim();
  return q ? `/search?${new URLSearchParams({ q })}` : '/search';
}

/** A note, ingredient or scent type opens the whole catalogue filtered by it. */
export function termPath(term: SuggestedTerm): string {
  return catalogHref('/catalog', {
    ...DEFAULT_CATALOG_QUERY,
    facets: { ...DEFAULT_CATALOG_QUERY.facets, [term.facet]: [term.slug] },
  });
}

export function categoryPath(slug: string): string {
  return `/catalog/${slug}`;
}

/**
 * An article by its slug, as WordPress writes it (already URL-safe): the article route moves a slug
 * URL to the article's id for good. (Not content/blog.ts's articlePath: that module brings zod along.)
 */
export function articleSlugPath(slug: string): string {
  return `/article/${slug}`;
}
