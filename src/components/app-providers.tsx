'use client';

import { Provider as JotaiProvider } from 'jotai';
import { TextsProvider, type TextsProps } from './i18n/texts-provider';
import { makeZodJitless } from './zod-jitless';

makeZodJitless();

/** Client-side context for every page: translations for the islands, and a Jotai store per request. */
export function AppProviders({ lng, resources, children }: TextsProps) {
  return (
    <TextsProvider lng={lng} resources={resources}>
      <JotaiProvider>{children}</JotaiProvider>
    </TextsProvider>
  );
}
