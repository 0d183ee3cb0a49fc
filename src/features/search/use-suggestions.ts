'use client';

import { useEffect, useState } from 'react';
import { SEARCH_FIELD, type Language } from '@/config/shop';
import type { SearchSuggestions } from '@/domain/search/search-suggestions';
import { createSuggestionCache, fetchSuggestions, suggestionKey } from './suggestions-client';

// One cache for the page: the phone's and the desktop's field, and every route the shopper moves to.
const cache = createSuggestionCache();

/** Answers of this page load only; tests start each case with none. */
export function forgetSuggestions(): void {
  cache.clear();
}

/**
 * What the field offers for `query`: asked for once typing pauses (SEARCH_FIELD.debounceMs), and
 * only from SEARCH_FIELD.minChars letters. A newer query aborts the request of an older one, so a
 * slow answer never replaces a newer list. While the next answer is on its way the last list stays,
 * rather than the list blinking out at every keystroke. null: nothing to show (too short, failed).
 */
export function useSuggestions(lng: Language, query: string): SearchSuggestions | null {
  const wanted = query.trim().length >= SEARCH_FIELD.minChars;
  const key = suggestionKey(lng, query);
  const cached = wanted ? cache.get(key) : undefined;
  const [shown, setShown] = useState<SearchSuggestions | null>(null);

  useEffect(() => {
    if (!wanted || cached) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(lng, query, controller.signal).then(
        (answer) => {
          if (answer) cache.set(key, answer);
          setShown(answer);
        },
        () => {},
      );
    }, SEARCH_FIELD.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `query` is read only through `key`: "Oud" and "oud " ask once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted, cached, lng]);

  if (!wanted) return null;
  return cached ?? shown;
}
