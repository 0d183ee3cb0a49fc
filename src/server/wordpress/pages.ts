import 'server-only';
import type { Language } from '@/config/shop';
import type { ContentPage } from '@/domain/content/content-page';
import { PageByIdDocument, PageBySlugDocument } from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';
import { languageFilter } from './language-filter';
import { mapPage } from './map';

/**
 * The page with this slug in `lng`: found by slug and language (`pages(where: {name, language})`),
 * which stock Polylang answers right even when translations share the slug; a page of another
 * language is treated as missing.
 */
export async function getPageBySlug(slug: string, lng: Language): Promise<ContentPage | null> {
  const data = await wpQuery(PageBySlugDocument, { slug, language: languageFilter(lng) }, [CACHE_TAGS.pages]);
  // A site that ignores the language filter answers every translation: the right one is picked.
  for (const page of data.pages?.nodes ?? []) {
    const mapped = mapPage(page, lng);
    if (mapped) return mapped;
  }
  return null;
}

/** A page by its database id, in whichever language it is written (`page.lng`). */
export async function getPageById(id: number): Promise<ContentPage | null> {
  const data = await wpQuery(PageByIdDocument, { id: String(id) }, [CACHE_TAGS.pages]);
  return data.page ? mapPage(data.page) : null;
}
