'use client';

import { Provider as JotaiProvider } from 'jotai';
import { I18nProvider } from 'next-i18next/client';
import { MemoizedTranslations } from './i18n/memoized-translations';
import { ServerPassI18n, type TextsProps } from './i18n/server-pass-i18n';
import { makeZodJitless } from './zod-jitless';

makeZodJitless();

/** Client-side context for every page: translations for the islands, and a Jotai store per request. */
export function AppProviders({ lng, resources, children }: TextsProps) {
  const content = (
    <JotaiProvider>
      <MemoizedTranslations>{children}</MemoizedTranslations>
    </JotaiProvider>
  );
  // The server pass shares an instance per language (server-pass-i18n.tsx); both render a context only.
  if (typeof window === 'undefined') {
    return (
      <ServerPassI18n lng={lng} resources={resources}>
        {content}
      </ServerPassI18n>
    );
  }
  return (
    <I18nProvider language={lng} resources={resources} defaultNS="common" fallbackLng="uk">
      {content}
    </I18nProvider>
  );
}
