/*
 * How a word sounds, written in a small Latin alphabet, so that one word typed in either script
 * gives one key: "Oud Noir" and "уд нуар" are both `ud nuar`, "Velvet" and "вельвет" `velvet`.
 * Cyrillic is read as the Ukrainian national and the Russian transliterations read it (г and х
 * become the same letter as Latin g and h, и and і one i); Latin as a Ukrainian or Russian shopper
 * would spell it out, French spellings included (eau, ou, oi, ch). The key only has to be the
 * same for both spellings; it is never shown, and its letters (š for ш, ч and sh) are its own.
 *
 * Input: a word from search-text.ts (folded: lower case, no accents, и for і/ї/й, е for є/э/ё).
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ю: 'iu',
  я: 'ia',
};

/** In order: a later rule sees what the earlier ones wrote. */
const SOUNDS: [RegExp, string][] = [
  [/eau/g, 'o'],
  // English night, light: найт, лайт.
  [/igh/g, 'ai'],
  // An English one-syllable word with a silent e says its vowel's name: white, spice (вайт, спайс);
  // sage, grape (сейдж, грейп).
  [/^([^aeiouy]*)i([^aeiouy])e$/, '$1ai$2e'],
  [/^([^aeiouy]*)a([^aeiouy])e$/, '$1ei$2e'],
  // …and so does i before ld, nd (wild, kind: вайлд, кайнд).
  [/^([^aeiouy]*)i(?=(ld|nd)$)/, '$1ai'],
  [/wh/g, 'w'],
  // Mallow, snow: мелоу, сноу; dew, new: дью, нью; road, oak: роуд, оук.
  [/ow$/, 'ou'],
  [/ew/g, 'iu'],
  [/oa/g, 'ou'],
  [/shch|sch/g, 'sh'],
  [/tch/g, 'ch'],
  [/dzh|dj|zh/g, 'j'],
  [/kh/g, 'h'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/gh/g, 'g'],
  [/ck|qu|q/g, 'k'],
  // ч, ш and щ, English ch and sh, French ch: one sound for a shopper spelling a name out, and one
  // letter, so that the h rule below leaves it alone.
  [/ch|sh/g, 'š'],
  // Soft c is the Ukrainian ц in borrowed words (citrus, цитрус) and с in spelt-out names (cedar, седар).
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/ts|tz/g, 's'],
  [/x/g, 'ks'],
  [/w/g, 'v'],
  [/y/g, 'i'],
  // Ukrainian г is h, Russian г is g (Гуго, Хуго, Hugo): one letter for all three.
  [/h/g, 'g'],
  // French and Italian soft g (Fougère, фужер; Ginger, джинджер).
  [/g(?=[ei])/g, 'j'],
  [/ou|oo/g, 'u'],
  // ю after a consonant is a plain u (блю, blue; дью, dew).
  [/(?<=[bdfgjklmnprstvzš])iu/g, 'u'],
  // Air, rain and эйр, рейн; вайт and white (above) meet at ei.
  [/ai/g, 'ei'],
  [/ee|ea/g, 'i'],
  // Noir, soir; not the Cyrillic ой before a vowel (троянда, troianda).
  [/oi(?![aeiou])/g, 'ua'],
  [/au/g, 'o'],
  [/z/g, 's'],
  [/(.)\1+/g, '$1'],
  // A final vowel: a silent e (Rose, Jasmine), and the endings that differ between a name and the
  // word a shopper writes (vanilla, ваніль; rosa, rose; рожевий, рожева), where a stem of three
  // letters stays.
  [/(?<=^.{3,})[aeiou]$/, ''],
];

/** The word in Latin letters, letter by letter, as it is spelt rather than as it sounds. */
export function romanized(word: string): string {
  let latin = '';
  for (const letter of word) latin += CYRILLIC[letter] ?? letter;
  return latin;
}

export function phoneticKey(word: string): string {
  let key = romanized(word);
  for (const [pattern, sound] of SOUNDS) key = key.replace(pattern, sound);
  return key;
}

/** Below this many consonants a skeleton names too many words to be worth matching. */
const SKELETON_CONSONANTS = 4;

/**
 * A key's consonants, for long words whose vowels a shopper spells differently from the name
 * (Cashmere, кешмір, кашемир: kšmr); null when it would be too short to tell words apart.
 */
export function consonantSkeleton(key: string): string | null {
  const skeleton = key.replace(/[aeiou]/g, '');
  return skeleton.length >= SKELETON_CONSONANTS ? skeleton : null;
}

/**
 * The key an English short u is heard as (sun, musk, rum: сан, маск, рам), for a Latin word that
 * has one; null otherwise. Indexed beside the word's own key: a Cyrillic spelling finds the name.
 */
export function heardKey(word: string, key: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  const heard = key.replace(/(?<=[^aeiou])u(?=[^aeiou])/g, 'a');
  return heard === key ? null : heard;
}
