import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/app-providers';
import type { Language } from '@/config/shop';
import { resources } from './resources';

/** Component tests render with the real locale files, so a missing text fails the test. */
export function TestI18nProvider({ lng = 'uk', children }: { lng?: Language; children: ReactNode }) {
  return (
    <AppProviders lng={lng} resources={{ [lng]: resources[lng] }}>
      <JotaiProvider>{children}</JotaiProvider>
    </AppProviders>
  );
}
