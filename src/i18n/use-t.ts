'use client';

import type { i18n as I18n } from 'i18next';
import { useContext, useMemo } from 'react';
// eslint-disable-next-line no-restricted-imports -- its type only: this hook answers with the same shape
import { getI18n, I18nContext, type useTranslation } from 'react-i18next';

/** The provider's i18next instance, for what needs the instance and no t (adding a page's texts). */
export function useI18nInstance(): I18n {
  // Outside a provider (a component's test): the instance react-i18next was initialised with, as its hook does.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  if (!i18n) throw new Error('no i18next instance: render translated components inside AppProviders');
  return i18n;
}

/*
 * The islands' translation hook: the provider's instance and a t fixed to the namespaces, nothing
 * more. next-i18next's useT adds a useParams and an effect to react-i18next's useTranslation, which
 * copies every property of the instance into a new wrapper per hook (createI18nWrapper, ~70
 * properties, ~1 ms of each catalogue render on the server for its ~40 hooks) and subscribes each
 * hook to the instance's events in the browser. Neither is needed here: a page's language is its
 * [lng] layout's (a new language is a new layout with a new provider), its texts are in the provider
 * before its islands render (AddTexts, LazyTexts), and the instance's fixed t keeps its answers
 * (memoized-t.ts) and follows the instance's language.
 */
export const useT = ((ns?: string | readonly string[], options?: { keyPrefix?: string }) => {
  const i18n = useI18nInstance();
  const keyPrefix = options?.keyPrefix;
  const single = typeof ns === 'string' || ns === undefined;
  // Stands for `ns` in the memo's keys: an array literal is a new array each render.
  const namespaces = single ? ns : ns.join('\u0000');
  return useMemo(() => {
    const t = i18n.getFixedT(null, single ? (ns ?? null) : [...ns], keyPrefix);
    // react-i18next's shape: an array that also has the names.
    return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, namespaces, keyPrefix]);
}) as unknown as typeof useTranslation;
