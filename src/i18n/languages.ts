import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/shop';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The spec and the options page call Ukrainian "ua"; the site and Polylang call it "uk". */
export function languageFromCode(code: string): Language | undefined {
  const normalized = code.trim().toLowerCase();
  if (normalized === 'ua') return 'uk';
  return isLanguage(normalized) ? normalized : undefined;
}

/** `/catalog` in `en` → `/en/catalog`; Ukrainian has no prefix, and its home is `/`. */
export function localizedPath(lng: Language, path: string): string {
  const clean = path === '/' ? '' : path;
  if (lng === DEFAULT_LANGUAGE) return clean || '/';
  return `/${lng}${clean}`;
}

/**
 * The path without its language prefix: `/en/catalog` → `/catalog`. `/uk/…` is stripped too, as
 * that is how the proxy's internal rewrite of a Ukrainian URL may appear during rendering.
 */
export function pathWithoutLanguage(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isLanguage(first)) return pathname || '/';
  return `/${rest.join('/')}`.replace(/\/+$/, '') || '/';
}

/** BCP 47 tags for Intl formatting. */
export const INTL_LOCALE: Record<Language, string> = { uk: 'uk-UA', en: 'en-GB', ru: 'ru-UA' };
