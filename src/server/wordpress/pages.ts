import 'server-only';
import type { Language } from '@/config/shop';
import type { ContentPage } from '@/domain/content/content-page';
import { PageByIdDocument, PageBySlugDocument } from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';
import { languageFilter } from './language-filter';
import { mapPage, translationIdIn } from './map';

/**
 * The page with this slug in `lng`: found by slug and language (`pages(where: {name, language})`).
 * Polylang Pro answers the page of that language even when translations share the slug. Polylang free
 * gives translations their own slugs (`about-2`) and ignores the language next to a slug, so the page
 * found is followed to its translation in `lng`; a page with no such translation is missing.
 */
export async function getPageBySlug(slug: string, lng: Language): Promise<ContentPage | null> {
  const data = await wpQuery(PageBySlugDocument, { slug, language: languageFilter(lng) }, [CACHE_TAGS.pages]);
  const nodes = data.pages?.nodes ?? [];
  for (const page of nodes) {
    const mapped = mapPage(page, lng);
    if (mapped) return mapped;
  }
  const translationId = translationIdIn(nodes, lng);
  if (!translationId) return null;
  const translation = await getPageById(translationId);
  return translation?.lng === lng ? translation : null;
}

/** A page by its database id, in whichever language it is written (`page.lng`). */
export async function getPageById(id: number): Promise<ContentPage | null> {
  const data = await wpQuery(PageByIdDocument, { id: String(id) }, [CACHE_TAGS.pages]);
  return data.page ? mapPage(data.page) : null;
}
