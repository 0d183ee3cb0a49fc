'use client';

import { useEffect, useState } from 'react';
import { latinMatchKey, latinSpelling } from '@/domain/delivery/latin-spelling';

/** One choice of a Nova Poshta list as the storefront's /api/novaposhta routes answer it. */
export type NpOption = { ref: string; name: string; region?: string; number?: string; latin?: string };

export type NpList = { options: NpOption[]; status: 'idle' | 'loading' | 'ready' | 'error' };

/** Spec §9 leaves the debounce open; 300 ms keeps a typed word from sending a request per letter. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Loads a Nova Poshta list from our own route (never Nova Poshta directly) when `url` changes, after a
 * short pause; a null url empties it. A stale answer never overwrites a newer one.
 */
export function useNpList(url: string | null, debounce = true): NpList {
  // The answer remembers which url it is for, so a list for an older search is never shown.
  const [answer, setAnswer] = useState<NpList & { url: string | null }>({
    url: null,
    options: [],
    status: 'idle',
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(
      async () => {
        try {
          const response = await fetch(url, { signal: controller.signal });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          setAnswer({ url, options: (await response.json()) as NpOption[], status: 'ready' });
        } catch (error) {
          if (controller.signal.aborted) return;
          console.error('Nova Poshta list failed', error);
          setAnswer({ url, options: [], status: 'error' });
        }
      },
      debounce ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, debounce]);
  if (!url) return { options: [], status: 'idle' };
  return answer.url === url ? answer : { options: [], status: 'loading' };
}

/**
 * The options a Nova Poshta combobox lists. While the shopper types: a searched list (cities,
 * streets) as our route found it, a whole list (a city's branches) narrowed to the options holding
 * every typed word in their label or in the Latin spelling of their Ukrainian description. Otherwise the whole list, with the current choice first when the list no longer
 * holds it (a draft's choice, or one from an earlier search).
 */
export function optionsToShow({
  options,
  chosen,
  typed,
  narrow,
  label,
}: {
  options: NpOption[];
  chosen: { ref: string; name: string };
  typed: string | null;
  narrow: boolean;
  label: (option: NpOption) => string;
}): NpOption[] {
  if (typed !== null) {
    const words = typed.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    if (!narrow || words.length === 0) return options;
    // A word in Ukrainian letters is compared in Latin too: on a Russian page it finds the branch on
    // Хрещатик that the label names Крещатик.
    const latinWords = words.map((word) => latinMatchKey(latinSpelling(word)));
    return options.filter((option) => {
      const text = label(option).toLocaleLowerCase();
      const latin = latinMatchKey(option.latin ?? '');
      return words.every(
        (word, i) => text.includes(word) || (!!latinWords[i] && latin.includes(latinWords[i])),
      );
    });
  }
  return chosen.ref && !options.some((o) => o.ref === chosen.ref)
    ? [{ ref: chosen.ref, name: chosen.name }, ...options]
    : options;
}
