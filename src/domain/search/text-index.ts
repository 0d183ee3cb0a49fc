import MiniSearch, { type Query } from 'minisearch';
import { consonantSkeleton, phoneticKey } from './phonetic-key';
import { queryWords, searchWords } from './search-text';

/*
 * An in-memory full-text index (MiniSearch) over a few named text fields, that understands a query
 * as the shop does everywhere: each word folded and turned into its phonetic key, so one spelling
 * in either script finds the other; typos forgiven by the typed word's length; every word also a
 * prefix of a longer one, as the shopper types; a long word also found by its consonants.
 */

/** A document to index: its id and, per field, the texts to find it by (several languages at once). */
export interface TextDocument<F extends string> {
  id: string;
  fields: Record<F, string[]>;
}

export interface TextHit {
  id: string;
  score: number;
}

export interface TextIndex {
  /**
   * Documents matching every word of the query, best first; when `orElse` is set and no document
   * matches them all, those matching any of them (a word the shop does not know, e.g. "perfume").
   */
  find(query: string, options?: { orElse?: boolean }): TextHit[];
}

/** A query longer than this many words is a sentence pasted in; the first ones carry it. */
const MAX_QUERY_WORDS = 8;

/** A single letter is too little to guess a word from. */
const PREFIX_FROM_LETTERS = 2;

/** Skeleton terms are told from keys by this mark (keys hold letters and digits only). */
const SKELETON = '#';

/*
 * How much a match counts against an exact one. A typo or a shared skeleton is a guess: a name
 * guessed at must not outrank a category or a note the shopper wrote out exactly.
 */
const WEIGHTS = { fuzzy: 0.25, prefix: 0.375 };
const SKELETON_WEIGHT = 0.3;

/** Typos forgiven in a typed word: one edit from 4 letters, two from 8 (the spec's rule). */
export function editsAllowed(word: string): number {
  const letters = [...word].length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/**
 * Edits tried on a word's key: as the typed word allows, but a key keeps three letters of its own
 * (aqua's key `aku` is not one edit from every three-letter key), and a number (a SKU, a perfume's
 * number) is what it says.
 */
function editsOnKey(word: string, key: string): number {
  if (/\d/.test(word)) return 0;
  return Math.min(editsAllowed(word), Math.max(0, key.length - 3));
}

function termsOf(text: string): string[] {
  return searchWords(text).flatMap((word) => {
    const key = phoneticKey(word);
    if (!key) return [];
    const skeleton = consonantSkeleton(key);
    return skeleton ? [key, SKELETON + skeleton] : [key];
  });
}

function wordQuery(word: string): Query | null {
  const key = phoneticKey(word);
  if (!key) return null;
  const exact = {
    queries: [key],
    fuzzy: editsOnKey(word, key),
    prefix: [...word].length >= PREFIX_FROM_LETTERS,
  };
  const skeleton = consonantSkeleton(key);
  return skeleton
    ? { combineWith: 'OR', queries: [exact, { queries: [SKELETON + skeleton], fuzzy: false, prefix: false }] }
    : exact;
}

export function textIndex<F extends string>(
  documents: readonly TextDocument<F>[],
  boosts: Record<F, number>,
): TextIndex {
  const fields = Object.keys(boosts) as F[];
  const index = new MiniSearch<TextDocument<F>>({
    fields,
    extractField: (document, field) =>
      field === 'id' ? document.id : document.fields[field as F].join('\n'),
    tokenize: termsOf,
    processTerm: (term) => term,
    // A query arrives as terms already (see wordQuery).
    searchOptions: {
      tokenize: (term) => [term],
      processTerm: (term) => term,
      weights: WEIGHTS,
      boostTerm: (term) => (term.startsWith(SKELETON) ? SKELETON_WEIGHT : 1),
    },
  });
  index.addAll(documents);

  return {
    find(query, { orElse = false } = {}) {
      const queries = queryWords(query)
        .slice(0, MAX_QUERY_WORDS)
        .flatMap((word) => wordQuery(word) ?? []);
      if (queries.length === 0) return [];
      const search = (combineWith: 'AND' | 'OR') =>
        index.search({ queries, combineWith }, { boost: boosts }).map(({ id, score }) => ({
          id: String(id),
          score,
        }));
      const all = search('AND');
      return all.length > 0 || !orElse || queries.length === 1 ? all : search('OR');
    },
  };
}
