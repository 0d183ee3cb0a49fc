'use client';

import { createContext, useContext, useMemo } from 'react';
import type { FixedT, Translator } from './translator';

/** The page's translator (src/components/i18n/texts-provider.tsx gives it). */
export const TranslatorContext = createContext<Translator | null>(null);

/** The provider's translator, for what needs it and no t (adding a page's texts, the page's language). */
export function useTranslator(): Translator {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('no translations: render translated components inside AppProviders');
  return translator;
}

/**
 * The islands' translation hook: a t fixed to the namespaces (the first answers plain keys, the
 * others `ns:key`, `common` and Ukrainian are the fallbacks) and the translator itself. A page's
 * language is its [lng] layout's and its texts are in the translator before its islands render
 * (AddTexts, LazyTexts), so the hook subscribes to nothing; its t stays the same between renders.
 */
export function useT(
  ns?: string | readonly string[],
  options?: { keyPrefix?: string },
): { t: FixedT; i18n: Translator } {
  const translator = useTranslator();
  const keyPrefix = options?.keyPrefix;
  // Stands for `ns` in the memo's keys: an array literal is a new array each render.
  const namespaces = typeof ns === 'string' || ns === undefined ? ns : ns.join('\u0000');
  return useMemo(
    () => ({ t: translator.getFixedT(null, namespaces?.split('\u0000'), keyPrefix), i18n: translator }),
    [translator, namespaces, keyPrefix],
  );
}
