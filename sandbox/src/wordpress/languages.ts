/** Polylang's languages as WPGraphQL Polylang reports them; Ukrainian is the default. */
export type LangSlug = 'uk' | 'en' | 'ru';

export const DEFAULT_LANG: LangSlug = 'uk';

export const LANGUAGES: Record<LangSlug, { code: string; slug: LangSlug; locale: string; name: string }> = {
  uk: { code: 'UK', slug: 'uk', locale: 'uk', name: 'Українська' },
  en: { code: 'EN', slug: 'en', locale: 'en_US', name: 'English' },
  ru: { code: 'RU', slug: 'ru', locale: 'ru_RU', name: 'Русский' },
};

/** LanguageCodeFilterEnum → a language slug, or null for ALL / omitted (WPGraphQL Polylang shows all then). */
export function languageFilter(value: string | null | undefined): LangSlug | null {
  if (!value || value === 'ALL') return null;
  return value.toLowerCase() as LangSlug;
}

/** Polylang's directory URLs: no prefix for the default language. */
export function languagePrefix(lang: string | null): string {
  return !lang || lang === DEFAULT_LANG ? '' : `/${lang}`;
}
