'use client';

import { useState, type ReactNode } from 'react';
import type { Language } from '@/config/shop';
import { Translator, type TextsByLanguage } from '@/i18n/translator';
import { TranslatorContext } from '@/i18n/use-t';

/** A page's language, the texts its islands use, and what they wrap. */
export type TextsProps = { lng: Language; resources: TextsByLanguage; children: ReactNode };

/*
 * The server pass renders the layout's provider for every page: it shares one translator per
 * language rather than building one a render. Texts are the build's and never change while it runs;
 * a page's own namespaces, once added, stay for the next page that needs them.
 */
const shared = new Map<Language, Translator>();

function serverTranslator(lng: Language, resources: TextsByLanguage): Translator {
  let translator = shared.get(lng);
  if (!translator) {
    translator = new Translator(lng, resources);
    shared.set(lng, translator);
  }
  for (const [code, bundles] of Object.entries(resources)) {
    for (const [ns, texts] of Object.entries(bundles)) translator.addNamespace(code, ns, texts);
  }
  return translator;
}

/** The islands' translations: the page's language and the texts the layout sends with it. */
export function TextsProvider({ lng, resources, children }: TextsProps) {
  // The browser's own translator, made once for the page; the server pass takes the shared one.
  const [own, setOwn] = useState(() =>
    typeof window === 'undefined' ? null : new Translator(lng, resources),
  );
  let translator = own ?? serverTranslator(lng, resources);
  if (own !== null && own.language !== lng) {
    // The same layout kept for another language (never in the shop: a language is a new document).
    translator = new Translator(lng, resources);
    setOwn(translator);
  }
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}
