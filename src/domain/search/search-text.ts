/*
 * Shoppers' text folded so that spellings a person reads as the same word compare equal: case,
 * accents (Fougère, Hermès), apostrophes of every keyboard (ʼ ' ’ `) and the Ukrainian and Russian
 * letters that stand for one another when typed (і/и/ї/й/ы, є/е/э/ё, ґ/г; ъ and ь dropped).
 */

/** Apostrophes and the marks keyboards put in their place; inside a word they are dropped. */
const APOSTROPHES = /['ʼ’‘`´ʹ′]/g;

const LETTER_VARIANTS: Record<string, string> = {
  і: 'и',
  ы: 'и',
  // NFD has already split й, ї and ё into и, і and е with a combining mark.
  є: 'е',
  э: 'е',
  ґ: 'г',
  ъ: '',
  ь: '',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
};

const VARIANT = new RegExp(`[${Object.keys(LETTER_VARIANTS).join('')}]`, 'g');

/** Lower case, without accents, apostrophes and letter variants; other characters are kept. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, '')
    .replace(VARIANT, (letter) => LETTER_VARIANTS[letter]);
}

/** The folded words of a text: runs of letters and digits. */
export function searchWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Words that name no product in any of the shop's languages (folded): left out of a query that has
 * other words, so "парфуми для жінок" is not answered by every product with "для" in its name.
 */
const FUNCTION_WORDS = new Set(
  [
    'и',
    'й',
    'та',
    'з',
    'из',
    'зи',
    'в',
    'у',
    'во',
    'на',
    'до',
    'для',
    'вид',
    'от',
    'по',
    'про',
    'без',
    'с',
    'со',
  ].concat(['a', 'an', 'the', 'and', 'of', 'for', 'with', 'in', 'on', 'to', 'by']),
);

/** A query's words that can find something. */
export function queryWords(query: string): string[] {
  const words = searchWords(query);
  const meaningful = words.filter((word) => !FUNCTION_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}
