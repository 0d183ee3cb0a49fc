'use client';

import { atom, useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { z } from 'zod';

const answerSchema = z.object({ country: z.string().nullable() });

/** The answer of GET /api/geo/country: undefined until it arrives, null when there is none. */
const ipCountryAtom = atom<string | null | undefined>(undefined);
const ipCountryRequestedAtom = atom(false);

async function fetchIpCountry(): Promise<string | null> {
  try {
    const response = await fetch('/api/geo/country');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return answerSchema.parse(await response.json()).country;
  } catch (error) {
    console.warn('GET /api/geo/country failed; the phone country stays Ukraine', error);
    return null;
  }
}

/**
 * The shopper's country by IP address (lower-case ISO2), asked once per page: every phone field
 * of the page reads the same answer from the page's store, and a field mounted later (the gift
 * recipient's) has it at once.
 */
export function useIpCountry(): string | null | undefined {
  const store = useStore();
  useEffect(() => {
    if (store.get(ipCountryRequestedAtom)) return;
    store.set(ipCountryRequestedAtom, true);
    void fetchIpCountry().then((country) => store.set(ipCountryAtom, country));
  }, [store]);
  return useAtomValue(ipCountryAtom, { store });
}
