import type { MetadataRoute } from 'next';
import { LANGUAGES, type Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { alternatesFor } from './alternates';

/** What the shop has to list; WordPress pages and posts exist per language (Polylang translations). */
export interface SitemapSources {
  /** Paths that exist in every language: `/`, `/catalog/women`, `/velvet-amber-07`. */
  everyLanguage: readonly { path: string; lastModified?: string }[];
  /** Paths of one language's content: `{lng: 'en', path: '/about'}`. */
  perLanguage: readonly { lng: Language; path: string; lastModified?: string }[];
}

/**
 * The sitemap: absolute URLs, Ukrainian unprefixed, /en and /ru for the others; a page that exists in
 * every language names its translations (hreflang), as Google asks of multilingual sitemaps.
 */
export function buildSitemap(sources: SitemapSources, siteUrl: string): MetadataRoute.Sitemap {
  const origin = siteUrl.replace(/\/+$/, '');
  const everywhere = sources.everyLanguage.flatMap(({ path, lastModified }) => {
    const alternates = alternatesFor(path, origin);
    return LANGUAGES.map((lng) => ({
      url: alternates.languages[lng],
      ...(lastModified && { lastModified }),
      alternates: { languages: alternates.languages },
    }));
  });
  const local = sources.perLanguage.map(({ lng, path, lastModified }) => ({
    url: `${origin}${localizedPath(lng, path)}`,
    ...(lastModified && { lastModified }),
  }));
  const seen = new Set<string>();
  return [...everywhere, ...local].filter((entry) => !seen.has(entry.url) && Boolean(seen.add(entry.url)));
}
