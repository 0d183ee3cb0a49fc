'use client';

import { useContext, type ReactNode } from 'react';
import { I18nContext } from 'react-i18next';
import { memoizeFixedT } from '@/i18n/memoized-t';

/*
 * Every island's useT asks the provider's instance for a fixed t; from here down that t keeps its
 * answers (src/i18n/memoized-t.ts) and takes i18next's short way for the ones it has not seen, so
 * hydrating a page's islands asks i18next for less. Rendered on the server pass too, where it is
 * what makes the shared instances' t kept (server-pass-i18n.tsx), and so both passes have the same
 * components at the same depth (the same ids). Patching the instance is
 * idempotent: it changes no answer, only what an answer costs.
 */
export function MemoizedTranslations({ children }: { children: ReactNode }) {
  const { i18n } = useContext(I18nContext) ?? {};
  if (i18n) memoizeFixedT(i18n);
  return children;
}
