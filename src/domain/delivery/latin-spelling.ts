/*
 * Ukrainian text in Latin letters, as Ukraine's national transliteration writes it (Cabinet of
 * Ministers resolution No. 55 of 27 January 2010): the spelling on road signs and in passports, which
 * a shopper on an English page types for a branch's street ("Khreshchatyk" for Хрещатик). Reading
 * this way is one-way and exact, so a list the shop already holds (a city's branches) is matched in
 * Latin on our side; cyrillic-spellings.ts goes the other way for what Nova Poshta must search.
 */

const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
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
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  // Russian names (DescriptionRu) have four letters Ukrainian lacks; written as Russian passports did.
  ё: 'io',
  ъ: '',
  ы: 'y',
  э: 'e',
};

/** At the start of a word these are written with y: Yenakiieve, Yahotyn, Yizhakevych, Yosypivka. */
const WORD_START: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

const APOSTROPHES = /['’ʼ‘`´]/g;

/** Whether the letter before `at` ends a word (or there is none). */
const startsWord = (text: string, at: number) => at === 0 || !/\p{L}/u.test(text[at - 1]);

function letterAt(text: string, at: number): string {
  const letter = text[at];
  const lower = letter.toLocaleLowerCase('uk');
  // зг is zgh so that it is not read as ж: Zghurivka, Rozghon.
  if (lower === 'г' && text[at - 1]?.toLocaleLowerCase('uk') === 'з') return letter === lower ? 'gh' : 'Gh';
  const latin = (startsWord(text, at) && WORD_START[lower]) || LETTERS[lower];
  if (latin === undefined) return letter;
  if (letter === lower || !latin) return latin;
  // A capital stays one capital: Щ is Shch, and ЩЕ in capitals reads Shche, which matching ignores.
  return latin[0].toUpperCase() + latin.slice(1);
}

/** "Відділення №1: вул. Хрещатик, 22" → "Viddilennia №1: vul. Khreshchatyk, 22". */
export function latinSpelling(ukrainian: string): string {
  const text = ukrainian.normalize('NFC').replace(APOSTROPHES, '');
  let latin = '';
  for (let at = 0; at < text.length; at++) latin += letterAt(text, at);
  return latin;
}

/**
 * A Latin text folded so that the usual ways of writing one Ukrainian name compare equal: the
 * national system's ia, iu, ie, i beside older ya, yu, ye, y and j (Vinnytsya, Stryj), g for г
 * (Uzhgorod), sch for щ, doubled letters once (Odessa, Zaporizhzhia), no apostrophes.
 */
export function latinMatchKey(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .replace(/shch/g, 'sch')
    .replace(/[yj]/g, 'i')
    .replace(/w/g, 'v')
    .replace(/g/g, 'h')
    .replace(/x/g, 'ks')
    .replace(/(\p{L})\1+/gu, '$1');
}
