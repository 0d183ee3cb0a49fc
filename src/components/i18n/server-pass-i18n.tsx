'use client';

import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initReactI18next } from 'react-i18next/initReactI18next';
import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';

/*
 * The layout's client provider runs on the server for every page, and next-i18next's I18nProvider
 * makes a throwaway i18next instance each time (its source says so): i18next was ~7 ms of each
 * catalogue render's ~56 in a CPU profile of 200 renders, and a product page's own texts were
 * deep-copied into each new instance (add-texts.tsx). Sharing it took a page's median time alone
 * 37 → 29 ms for /about, 54 → 46 ms for a catalogue, 57 → 50 ms for a product. The server
 * pass shares one instance per language instead, made with the options I18nProvider gives its own
 * (next-i18next 16, src/appRouter/client.tsx) and initialised at once. Texts are the build's and
 * never change while it runs; a page's own namespaces, once added, stay for the next page that needs
 * them. Only the server reads it: t() keeps no state per call, and nothing changes its language.
 */
const instances = new Map<Language, I18n>();

function serverInstance(lng: Language, resources: Resource): I18n {
  let instance = instances.get(lng);
  if (!instance) {
    // A copy: the instance adds pages' namespaces to its store, and these objects are one render's props.
    const own = structuredClone(resources);
    instance = createInstance();
    instance.use(initReactI18next);
    void instance.init({
      lng,
      resources: own,
      ns: [...new Set(Object.values(own).flatMap((bundles) => Object.keys(bundles)))],
      defaultNS: 'common',
      fallbackLng: DEFAULT_LANGUAGE,
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      initAsync: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

/** A page's language, the texts its islands use, and what they wrap. */
export type TextsProps = { lng: Language; resources: Resource; children: ReactNode };

/** I18nProvider's context for the server pass (the same depth of components, so the same ids). */
export function ServerPassI18n({ lng, resources, children }: TextsProps) {
  return <I18nextProvider i18n={serverInstance(lng, resources)}>{children}</I18nextProvider>;
}
