'use client';

import type { Resource } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { I18nProvider } from 'next-i18next/client';
import type { ReactNode } from 'react';
import type { Language } from '@/config/shop';
import { makeZodJitless } from './zod-jitless';

makeZodJitless();

/** Client-side context for every page: translations for the islands, and a Jotai store per request. */
export function AppProviders({
  lng,
  resources,
  children,
}: {
  lng: Language;
  resources: Resource;
  children: ReactNode;
}) {
  return (
    <I18nProvider language={lng} resources={resources} defaultNS="common" fallbackLng="uk">
      <JotaiProvider>{children}</JotaiProvider>
    </I18nProvider>
  );
}
