import type { I18nConfig } from 'next-i18next/proxy';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@/config/shop';
import { NAMESPACES, resources } from './resources';

/**
 * Only next-i18next's server and client halves are used. Its proxy detects the language from a cookie
 * and Accept-Language, while the spec wants the URL alone to decide, so `src/proxy.ts` is our own.
 */
export const i18nConfig: I18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: [...NAMESPACES],
  resources,
  i18nextOptions: { interpolation: { escapeValue: false } },
};
