import type { Metadata } from 'next';
import type { Language } from '@/config/shop';
import type { ContentPage } from '@/domain/content/content-page';
import { translatedAlternates } from '@/domain/seo/alternates';

/**
 * A WordPress page's title, canonical (its slug URL, the one menus and the sitemap use, whichever
 * of `/{id}` or `/{slug}` was asked for) and hreflang for the languages it is translated into.
 */
export function contentPageMetadata(
  page: ContentPage,
  lng: Language,
  siteUrl: string,
  path?: string,
): Metadata {
  const paths: Partial<Record<Language, string>> = { [page.lng ?? lng]: path ?? `/${page.slug}` };
  for (const translation of page.translations) {
    if (translation.slug) paths[translation.lng] = path ?? `/${translation.slug}`;
  }
  const alternates = translatedAlternates(paths, siteUrl, lng);
  return { title: page.title, alternates, openGraph: { title: page.title, url: alternates.canonical } };
}
