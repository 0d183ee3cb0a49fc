import 'server-only';
import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';
import type { ContentPage } from '@/domain/content/content-page';
import { PageByIdDocument, PageBySlugDocument } from '@/graphql/generated/graphql';
import { CACHE_TAGS } from '@/server/cache-tags';
import { wpQuery } from './client';
import { mapPage } from './map';

/** Polylang gives translated pages the language prefix in their URI: `/about/`, `/en/about/`. */
function pageUri(slug: string, lng: Language): string {
  return lng === DEFAULT_LANGUAGE ? `/${slug}/` : `/${lng}/${slug}/`;
}

export async function getPageBySlug(slug: string, lng: Language): Promise<ContentPage | null> {
  const data = await wpQuery(PageBySlugDocument, { uri: pageUri(slug, lng) }, [CACHE_TAGS.pages]);
  return data.page ? mapPage(data.page) : null;
}

/** A page by its database id, in whichever language it is written (`page.lng`). */
export async function getPageById(id: number): Promise<ContentPage | null> {
  const data = await wpQuery(PageByIdDocument, { id: String(id) }, [CACHE_TAGS.pages]);
  return data.page ? mapPage(data.page) : null;
}
