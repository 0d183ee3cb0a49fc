import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/shop';
import { localizedPath, pathWithoutLanguage } from '@/i18n/languages';

type HrefLang = Language | 'x-default';

/** Next.js Metadata `alternates` for one page: assignable to `Metadata['alternates']`. */
interface PageAlternates {
  canonical: string;
  languages: Record<HrefLang, string>;
}

/**
 * Canonical and hreflang links for a page in every language. `path` is the page without a language
 * prefix (a prefixed one is stripped), optionally with its canonical query (`/catalog?page=2`);
 * `lng` is the language being rendered, whose URL becomes the canonical. x-default points at
 * Ukrainian, the unprefixed site a shopper without a choice lands on (spec §2).
 */
export function alternatesFor(
  path: string,
  siteUrl: string,
  lng: Language = DEFAULT_LANGUAGE,
): PageAlternates {
  const origin = siteUrl.replace(/\/+$/, '');
  const queryStart = path.indexOf('?');
  const pathname = pathWithoutLanguage(queryStart < 0 ? path : path.slice(0, queryStart));
  const search = queryStart < 0 ? '' : path.slice(queryStart);
  const url = (language: Language) => `${origin}${localizedPath(language, pathname)}${search}`;
  const languages = Object.fromEntries(LANGUAGES.map((language) => [language, url(language)]));
  return {
    canonical: url(lng),
    languages: { ...languages, 'x-default': url(DEFAULT_LANGUAGE) } as Record<HrefLang, string>,
  };
}

/**
 * Canonical and hreflang links for content that exists in only some languages (a WordPress post and
 * its Polylang translations): `paths` names each language's own path, so `/article/158` in Ukrainian
 * may be `/article/159` in English. x-default only when a Ukrainian version exists.
 */
export function translatedAlternates(
  paths: Partial<Record<Language, string>>,
  siteUrl: string,
  lng: Language,
): { canonical: string; languages: Partial<Record<HrefLang, string>> } {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = (language: Language, path: string) => `${origin}${localizedPath(language, path)}`;
  const languages: Partial<Record<HrefLang, string>> = {};
  for (const language of LANGUAGES) {
    const path = paths[language];
    if (path) languages[language] = url(language, path);
  }
  if (languages[DEFAULT_LANGUAGE]) languages['x-default'] = languages[DEFAULT_LANGUAGE];
  return { canonical: url(lng, paths[lng] ?? '/'), languages };
}
