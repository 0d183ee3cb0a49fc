'use client';

import type { Resource } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { I18nProvider } from 'next-i18next/client';
import type { ReactNode } from 'react';
// zod's core alone: importing `zod` here would put the whole library in every page's first load.
import { config as zodConfig } from 'zod/v4/core';
import type { Language } from '@/config/shop';

// Zod probes for eval with `Function("")` to compile fast parsers; the page's CSP (src/proxy.ts)
// forbids eval, so the probe would only fail and report a violation. The forms' schemas are small.
zodConfig({ jitless: true });

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
