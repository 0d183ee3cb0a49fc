import { createStore, Provider as JotaiProvider } from 'jotai';
import { I18nProvider } from 'next-i18next/client';
import type { ReactNode } from 'react';
import type { Language } from '@/config/shop';
import { resources } from '@/i18n/resources';
import { cartResources } from './cart-locales';

type Store = ReturnType<typeof createStore>;

/**
 * Component tests of the cart, gift and set pieces: the real locale files (so a missing text fails a
 * test) with the `cart` namespace added, and a jotai store the test can seed and inspect.
 */
export function CartTestProviders({
  lng = 'uk',
  store,
  children,
}: {
  lng?: Language;
  store: Store;
  children: ReactNode;
}) {
  return (
    <I18nProvider
      language={lng}
      resources={{ [lng]: { ...resources[lng], cart: cartResources[lng] } }}
      defaultNS="common"
      fallbackLng="uk"
    >
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </I18nProvider>
  );
}
