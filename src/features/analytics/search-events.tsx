'use client';

import { useEffect, useRef } from 'react';
import { pushEvent } from './data-layer';

/** GA4's `search`, when a shopper submits a term (the header's field or the results page's). */
export function trackSearch(term: string): void {
  const searchTerm = term.trim();
  if (searchTerm) pushEvent('search', { search_term: searchTerm });
}

/**
 * GA4's `view_search_results` once per term the results page shows (a filter or page change keeps
 * the term and sends nothing more).
 */
export function TrackSearchResults({ term }: { term: string }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!term || sent.current === term) return;
    sent.current = term;
    pushEvent('view_search_results', { search_term: term });
  }, [term]);
  return null;
}
