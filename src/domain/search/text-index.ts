import MiniSearch, { type Query } from 'minisearch';
import { consonantSkeleton, heardKey, phoneticKey, romanized } from './phonetic-key';
import { queryWords, searchWords } from './search-text';

/*
 * An in-memory full-text index (MiniSearch) over a few named text fields, that understands a query
 * as the shop does everywhere: each word folded and turned into its phonetic key, so one spelling
 * in either script finds the other; typos forgiven by the typed word's length (the keys a few
 * edits away are looked up here, MiniSearch's own fuzzy search cannot weigh the length of the
 * word a key is taken for); every word also a prefix of a longer one, as the shopper types; a long
 * word also found by its consonants and by its start (another form of it), an English name also by
 * how its short u is heard (sun, сан).
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

/** A single letter is too little to guess a word from (keys: zzzz is `s`). */
const PREFIX_FROM_LETTERS = 2;

/** Skeleton and heard terms are told from keys by these marks (keys hold letters and digits only). */
const SKELETON = '#';
const HEARD = '~';

/*
 * How much a match counts against an exact one. A typo or a shared skeleton is a guess: a name
 * guessed at must not outrank a category or a note the shopper wrote out exactly.
 */
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.25;
const SKELETON_WEIGHT = 0.3;
const HEARD_WEIGHT = 0.8;
const STEM_WEIGHT = 0.3;
/*
 * A word found by its translation (тютюн for Tobacco) counts as the word itself: it is no guess, and
 * a perfume named for a note must come before one that only lists it.
 */
const SYNONYM_WEIGHT = 1;
/** Words this long may be another form of an indexed word (stemOf). */
const STEM_FROM_LETTERS = 6;

/** Typos forgiven in a word of this many letters: one edit from 4 letters, two from 8 (the spec's rule). */
export function editsAllowed(word: string): number {
  const letters = [...word].length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/** Levenshtein distance, or `max + 1` as soon as it must be more than `max`; rows reused. */
let above = new Int32Array(64);
let below = new Int32Array(64);
function distanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > above.length) {
    above = new Int32Array(b.length + 1);
    below = new Int32Array(b.length + 1);
  }
  for (let j = 0; j <= b.length; j++) above[j] = j;
  for (let i = 1; i <= a.length; i++) {
    below[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      below[j] = Math.min(above[j] + 1, below[j - 1] + 1, above[j - 1] + cost);
      if (below[j] < best) best = below[j];
    }
    if (best > max) return max + 1;
    [above, below] = [below, above];
  }
  return above[b.length];
}

/** A word's key, worked out once per distinct word of the documents (names and notes repeat). */
function keyMemo(): (word: string) => string {
  const keys = new Map<string, string>();
  return (word) => {
    let key = keys.get(word);
    if (key === undefined) keys.set(word, (key = phoneticKey(word)));
    return key;
  };
}

/**
 * The terms a field's text is found by. A field holds every language's text at once, so a meaning
 * it names in two languages (Лаванда, Lavender) is indexed once: a product that lists a note would
 * otherwise outweigh the perfume named for it, found by one translation.
 */
function termsOf(text: string, keyOf: (word: string) => string, meanings: Meanings): string[] {
  const named = new Set<number>();
  return searchWords(text).flatMap((word) => {
    const key = keyOf(word);
    if (!key) return [];
    const ofKey = meanings.of.get(key) ?? [];
    if (ofKey.some((meaning) => named.has(meaning))) return [];
    for (const meaning of ofKey) named.add(meaning);
    const skeleton = consonantSkeleton(key);
    const heard = heardKey(word, key);
    return [key, ...(skeleton ? [SKELETON + skeleton] : []), ...(heard ? [HEARD + heard] : [])];
  });
}

/** An indexed key and the words (in Latin letters) it was taken from. */
type Spelling = { key: string; words: string[] };

/** The index's keys by length, to find the ones a typo away from a query's key. */
function vocabulary(texts: Iterable<string>, keyOf: (word: string) => string): Map<number, Spelling[]> {
  const words = new Map<string, Set<string>>();
  for (const text of texts) {
    for (const word of searchWords(text)) {
      // A number is what it says (typosOf): SKUs and perfumes' numbers are no typo's target.
      if (/\d/.test(word)) continue;
      const key = keyOf(word);
      if (!key) continue;
      const spelt = words.get(key) ?? new Set();
      words.set(key, spelt.add(romanized(word)));
    }
  }
  const byLength = new Map<number, Spelling[]>();
  for (const [key, spelt] of words) {
    const sameLength = byLength.get(key.length) ?? [];
    sameLength.push({ key, words: [...spelt] });
    byLength.set(key.length, sameLength);
  }
  return byLength;
}

/**
 * Keys a typo away from the query word's: within the edits the typed word allows both by sound
 * and by its letters (two more for the other script's spelling). By sound alone xyzzy (`ksis`)
 * would be one edit from kiss (`kis`).
 */
function typosOf(word: string, key: string, keys: Map<number, Spelling[]>): Query[] {
  const edits = /\d/.test(word) ? 0 : editsAllowed(word);
  if (edits === 0) return [];
  const letters = romanized(word);
  const found: Query[] = [];
  // A key of two letters is another word after any edit (dew's `du`, духи's `dug`).
  for (let length = Math.max(3, key.length - edits); length <= key.length + edits; length++) {
    for (const candidate of keys.get(length) ?? []) {
      if (candidate.key === key) continue;
      const distance = distanceWithin(key, candidate.key, edits);
      if (distance > edits) continue;
      if (!candidate.words.some((spelt) => distanceWithin(letters, spelt, edits + 2) <= edits + 2)) continue;
      found.push({ queries: [candidate.key], prefix: false, boostTerm: () => TYPO_WEIGHT / distance });
    }
  }
  return found;
}

/**
 * The start of a long word, for the forms a Ukrainian or Russian word takes (чоловіків finds
 * чоловічі, ванільний ваніль): its last three letters left off, four at least kept.
 */
function stemOf(word: string, key: string): string | null {
  const letters = [...word];
  if (letters.length < STEM_FROM_LETTERS || /\d/.test(word)) return null;
  const stem = phoneticKey(letters.slice(0, Math.max(4, letters.length - 3)).join(''));
  return stem.length >= 3 && stem !== key ? stem : null;
}

/**
 * Words of one meaning across the languages: each key's meanings (a key may have two: роза and роса
 * sound alike), and each meaning's keys. Meanings are never joined through such a key.
 */
type Meanings = { of: Map<string, number[]>; keys: string[][] };

function meaningsOf(rows: readonly (readonly string[])[]): Meanings {
  const of = new Map<string, number[]>();
  const keys = rows.map((row, id) => {
    const rowKeys = [...new Set(row.flatMap((word) => searchWords(word).map(phoneticKey)).filter(Boolean))];
    for (const key of rowKeys) of.set(key, [...(of.get(key) ?? []), id]);
    return rowKeys;
  });
  return { of, keys };
}

function wordQuery(word: string, keys: Map<number, Spelling[]>, meanings: Meanings): Query | null {
  const key = phoneticKey(word);
  if (!key) return null;
  const skeleton = consonantSkeleton(key);
  const stem = stemOf(word, key);
  const meaningSame = [
    ...new Set((meanings.of.get(key) ?? []).flatMap((meaning) => meanings.keys[meaning])),
  ].filter((other) => other !== key);
  return {
    combineWith: 'OR',
    queries: [
      { queries: [key], prefix: key.length >= PREFIX_FROM_LETTERS },
      ...meaningSame.map((other) => ({ queries: [other], prefix: true, boostTerm: () => SYNONYM_WEIGHT })),
      ...typosOf(word, key, keys),
      ...(skeleton ? [{ queries: [SKELETON + skeleton], boostTerm: () => SKELETON_WEIGHT }] : []),
      { queries: [HEARD + key], boostTerm: () => HEARD_WEIGHT },
      ...(stem ? [{ queries: [stem], prefix: true, boostTerm: () => STEM_WEIGHT }] : []),
    ],
  };
}

/**
 * `synonyms`: rows of single words that mean the same in the shop's languages (a filter value's
 * names, perfumery-words.ts); a query word finds its row's other words as well.
 */
export function textIndex<F extends string>(
  documents: readonly TextDocument<F>[],
  boosts: Record<F, number>,
  synonyms: readonly (readonly string[])[] = [],
): TextIndex {
  const meanings = meaningsOf(synonyms);
  const fields = Object.keys(boosts) as F[];
  const keyOf = keyMemo();
  const index = new MiniSearch<TextDocument<F>>({
    fields,
    extractField: (document, field) =>
      field === 'id' ? document.id : document.fields[field as F].join('\n'),
    tokenize: (text) => termsOf(text, keyOf, meanings),
    processTerm: (term) => term,
    // A query arrives as terms already (see wordQuery).
    searchOptions: {
      tokenize: (term) => [term],
      processTerm: (term) => term,
      fuzzy: false,
      weights: { fuzzy: 0, prefix: PREFIX_WEIGHT },
    },
  });
  index.addAll(documents);
  const byLength = vocabulary(
    documents.flatMap((document) => fields.flatMap((field) => document.fields[field])),
    keyOf,
  );

  return {
    find(query, { orElse = false } = {}) {
      const queries = queryWords(query)
        .slice(0, MAX_QUERY_WORDS)
        .flatMap((word) => wordQuery(word, byLength, meanings) ?? []);
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
