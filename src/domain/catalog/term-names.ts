/*
 * Names of WooCommerce terms (categories, tags, attribute values such as notes, intensity and
 * volume) in English and Russian. WooCommerce gives a term one name, and Polylang free translates a
 * term only by making another term with its own id and slug, which products in one language cannot
 * carry. So staff write the translations on each language's options page (ACF repeater
 * `term_names`), keyed by the term's Ukrainian name as WooCommerce shows it: product JSON names its
 * attribute values by name only, never by slug, so the name is the one key every answer carries.
 */

/** One row of the options page: the Ukrainian name, its translation, and a category's description. */
export type TermNameEntry = { term: string; name: string; description: string };

export type TermNames = {
  /** The translation of a Ukrainian term name; the name itself where staff wrote none. */
  name(original: string): string;
  /** A category's description in the language where staff wrote one; the original otherwise. */
  description(originalName: string, originalDescription: string): string;
};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&#038;': '&',
  '&#039;': "'",
  '&apos;': "'",
  '&#8217;': "'",
  '&quot;': '"',
};

/**
 * The form two spellings of one name share: WooCommerce answers names with HTML entities (`&amp;`),
 * staff type apostrophes three ways (ʼ ' ’), and case and spacing are not part of a name.
 */
export function termKey(name: string): string {
  return name
    .replace(/&(?:amp|#038|#039|apos|#8217|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ʼ’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const UNTRANSLATED: TermNames = {
  name: (original) => original,
  description: (_name, original) => original,
};

export function termNames(entries: readonly TermNameEntry[]): TermNames {
  const byKey = new Map<string, TermNameEntry>();
  // The first row for a name wins, as staff read the list from the top.
  for (const entry of entries) {
    const key = termKey(entry.term);
    if (key && entry.name.trim() && !byKey.has(key)) byKey.set(key, entry);
  }
  if (byKey.size === 0) return UNTRANSLATED;
  return {
    name: (original) => byKey.get(termKey(original))?.name.trim() ?? original,
    description: (originalName, original) => byKey.get(termKey(originalName))?.description.trim() || original,
  };
}
