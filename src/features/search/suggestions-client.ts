import { SEARCH_FIELD, type Language } from '@/config/shop';
import { readSearchSuggestions } from '@/domain/search/read-suggestions';
import type { SearchSuggestions } from '@/domain/search/search-suggestions';
import { INVALID } from '@/domain/stored/read';

/** The text a cache entry and a request are keyed by: the same letters in any case ask once. */
export function suggestionKey(lng: Language, query: string): string {
  return `${lng}:${query.trim().replace(/\s+/g, ' ').toLocaleLowerCase()}`;
}

/**
 * GET /api/search's answers, the newest few kept in memory (a Map keeps insertion order, so the
 * first key is the oldest). Per page load: the catalogue changes, and a stale list is worse than a
 * request.
 */
export function createSuggestionCache(size: number = SEARCH_FIELD.cacheSize) {
  const entries = new Map<string, SearchSuggestions>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: SearchSuggestions) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
  };
}

/**
 * The suggestions for a query, or null when the route refuses (429, 400), fails or answers what
 * the field cannot read: the field then offers only its results page, which still works.
 */
export async function fetchSuggestions(
  lng: Language,
  query: string,
  signal: AbortSignal,
): Promise<SearchSuggestions | null> {
  const params = new URLSearchParams({ q: query.trim(), locale: lng, limit: String(SEARCH_FIELD.products) });
  try {
    const response = await fetch(`/api/search?${params}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const answer = readSearchSuggestions(await response.json());
    return answer === INVALID ? null : answer;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
