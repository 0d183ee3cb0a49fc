'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT, useTranslator } from '@/i18n/use-t';
import type { Language } from '@/config/shop';
import type { Texts } from '@/i18n/translator';
import { useToast } from '@/components/toasts/use-toast';

/*
 * Texts a page sends only with the popup that uses them. The checkout's (~14 KB of Ukrainian JSON in
 * every page's HTML) were on every page for one popup most shoppers never open, the call-me-back
 * form with the checkout's phone field; its chunk now brings them, in the page's language only. The
 * call-me-back texts (~5 KB) likewise come with the basket popup's call-me-back button and with a
 * product's call-me-back popup (its button's label comes from the page), and
 * the basket's own (~5 KB, a third of what every page carried) with the basket and gift popups,
 * except on the pages that sell from their own islands, which have them from their routes; the
 * wheel's (~2 KB) with the site wheel's popup, except on the checkout's pages.
 * One import per language and namespace: the bundler makes each its own chunk.
 */
const LOADERS = {
  checkout: {
    uk: () => import('../../../locales/uk/checkout.json'),
    en: () => import('../../../locales/en/checkout.json'),
    ru: () => import('../../../locales/ru/checkout.json'),
  },
  callback: {
    uk: () => import('../../../locales/uk/callback.json'),
    en: () => import('../../../locales/en/callback.json'),
    ru: () => import('../../../locales/ru/callback.json'),
  },
  cart: {
    uk: () => import('../../../locales/uk/cart.json'),
    en: () => import('../../../locales/en/cart.json'),
    ru: () => import('../../../locales/ru/cart.json'),
  },
  wheel: {
    uk: () => import('../../../locales/uk/wheel.json'),
    en: () => import('../../../locales/en/wheel.json'),
    ru: () => import('../../../locales/ru/wheel.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ default: Texts }>>>;

export type LazyNamespace = keyof typeof LOADERS;

/**
 * Renders `children` once the namespace's texts are in the page's translations, `fallback` before.
 * `attempt`: where this stays mounted while its popup closes and opens again, a new value (the popup
 * opening) asks again for texts that failed to come. `onFail`: the texts did not come (the popup
 * shows nothing, so it should close and say so: useTextsFailed).
 */
export function LazyTexts({
  ns,
  fallback = null,
  attempt,
  onFail,
  children,
}: {
  ns: LazyNamespace;
  fallback?: ReactNode;
  attempt?: unknown;
  onFail?: () => void;
  children: ReactNode;
}) {
  const translator = useTranslator();
  const lng = translator.language as Language;
  const [, loaded] = useState(0);
  const ready = translator.hasNamespace(lng, ns);
  // The latest callback, without asking again for the texts each time the caller renders a new one.
  const failed = useRef(onFail);
  useEffect(() => {
    failed.current = onFail;
  });

  useEffect(() => {
    if (ready) return;
    let current = true;
    // A chunk that fails to load (the connection dropped) leaves the fallback; the next open (a new
    // mount, or a new `attempt`) tries again.
    LOADERS[ns][lng]()
      .then(({ default: texts }) => {
        translator.addNamespace(lng, ns, texts);
        if (current) loaded((n) => n + 1);
      })
      .catch(() => {
        if (current) failed.current?.();
      });
    return () => {
      current = false;
    };
  }, [translator, lng, ns, ready, attempt]);

  return ready ? children : fallback;
}

/**
 * For a popup whose texts did not come: it shows nothing, so it closes (the next open asks again) and
 * the shopper is told why nothing opened.
 */
export function useTextsFailed(close: () => void): () => void {
  const { t } = useT('errors');
  const { show } = useToast();
  return () => {
    close();
    show({ text: t('popupUnavailable'), variant: 'error' });
  };
}
