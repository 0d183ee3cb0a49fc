import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import type { Language } from '@/config/shop';
import { CLIENT_NAMESPACES, resourcesFor } from './resources';

/**
 * Component tests render with what the layout gives the browser: the real locale files of one
 * language (so a missing text fails the test), and a jotai store the test may seed and inspect.
 */
export function TestI18nProvider({
  lng = 'uk',
  store,
  children,
}: {
  lng?: Language;
  store?: ReturnType<typeof createStore>;
  children: ReactNode;
}) {
  return (
    <AppProviders lng={lng} resources={resourcesFor(lng, CLIENT_NAMESPACES)}>
      <JotaiProvider store={store}>{children}</JotaiProvider>
    </AppProviders>
  );
}
