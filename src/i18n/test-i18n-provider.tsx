import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import type { Language } from '@/config/shop';
import { CLIENT_NAMESPACES, resourcesFor, type PageNamespace } from './resources';

/**
 * Component tests render with what the layout and the route layouts give the browser (the product,
 * checkout, tracking, reviews, call-me-back, basket and wheel texts come with their routes,
 * src/components/i18n/page-texts.tsx): the real locale files of one language (so a missing text
 * fails the test), and a jotai store the test may seed and inspect.
 */
const ROUTE_NAMESPACES: readonly PageNamespace[] = [
  'product',
  'checkout',
  'tracking',
  'reviews',
  'callback',
  'cart',
  'wheel',
];

export function TestI18nProvider({
  lng = 'uk',
  store,
  pageNamespaces = ROUTE_NAMESPACES,
  children,
}: {
  lng?: Language;
  store?: ReturnType<typeof createStore>;
  /** The route layouts' texts the page under test has (a product page: only `product`). */
  pageNamespaces?: readonly PageNamespace[];
  children: ReactNode;
}) {
  return (
    <AppProviders lng={lng} resources={resourcesFor(lng, [...CLIENT_NAMESPACES, ...pageNamespaces])}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </AppProviders>
  );
}
