/*
 * What the shop asks Nova Poshta for when a shopper types a city, branch or street in Latin letters.
 *
 * Nova Poshta's directory (Address.getCities, getWarehouses and getStreet with FindByString) matches
 * Ukrainian names and partly Russian ones, never Latin ones, so "Kyiv" finds nothing until the shop
 * turns it back into Cyrillic. Ukraine's national transliteration (Cabinet of Ministers resolution
 * No. 55 of 27 January 2010) drops the soft sign and the apostrophe and writes several letters alike
 * (i for і, ї and й; y for и and an initial й), so reading it back is ambiguous: the shop asks for the
 * few likeliest Ukrainian spellings and one Russian reading for the spellings foreigners still use
 * (Kiev, Odessa, Nikolaev), which Nova Poshta matches against its Russian names.
 */

/** A Cyrillic spelling of a Latin word and how unlikely it is (0: the plain reading). */
interface Reading {
  text: string;
  cost: number;
}

/** One step of reading: how many Latin letters it takes, the Cyrillic it writes, its cost. */
type Step = [latin: number, cyrillic: string, cost: number];

/* Each spelling is one Nova Poshta call per search, so only a few are asked. */
const MAX_UKRAINIAN = 3;
const MAX_SPELLINGS = 4;
/** Readings costlier than the best by more than this are too unlikely to be worth a call. */
const SLACK = 2;
/** Partial readings kept at each letter while reading a word. */
const BEAM = 8;

const VOWELS = 'аеєиіїоуюя';
/** After these (and after р) Ukrainian writes an apostrophe before я, ю, є, ї: п'ять, Кам'янське. */
const LABIALS = 'бпвмф';
const IOTATED: Record<string, string> = { a: 'я', u: 'ю', e: 'є', i: 'ї' };

const LATIN_LETTER = /[a-z]/i;
const LATIN_WORD = /[a-z][a-z']*/gi;
const ANY_LETTER = /\p{L}/u;
const TYPOGRAPHIC_APOSTROPHES = /[’ʼ‘`´]/g;

/** Resolution 55's letter combinations, longest first; each reads one way only. */
const COMBINATIONS: [string, string][] = [
  ['shch', 'щ'],
  ['zgh', 'зг'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
];

const SINGLE: Record<string, Step[]> = {
  a: [[1, 'а', 0]],
  b: [[1, 'б', 0]],
  c: [
    [1, 'ц', 0],
    [1, 'к', 1],
  ],
  d: [[1, 'д', 0]],
  e: [[1, 'е', 0]],
  f: [[1, 'ф', 0]],
  // Resolution 55 writes ґ as g, but shoppers (and older systems) write g for г: Uzhgorod, Chernigov.
  g: [
    [1, 'г', 0],
    [1, 'ґ', 1],
  ],
  h: [[1, 'г', 0]],
  j: [[1, 'й', 0]],
  k: [[1, 'к', 0]],
  l: [[1, 'л', 0]],
  m: [[1, 'м', 0]],
  n: [[1, 'н', 0]],
  o: [[1, 'о', 0]],
  p: [[1, 'п', 0]],
  q: [[1, 'к', 0]],
  r: [[1, 'р', 0]],
  s: [[1, 'с', 0]],
  t: [[1, 'т', 0]],
  u: [[1, 'у', 0]],
  v: [[1, 'в', 0]],
  w: [[1, 'в', 0]],
  x: [[1, 'кс', 0]],
  z: [[1, 'з', 0]],
  "'": [[1, "'", 0]],
};

const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.includes(letter);

/** The readings of the letter(s) at `at`, before soft signs and apostrophes are considered. */
function stepsAt(word: string, at: number, written: string, open: boolean): Step[] {
  const rest = word.slice(at);
  const next = rest[1];
  const combination = COMBINATIONS.find(([latin]) => rest.startsWith(latin));
  if (combination) return [[combination[0].length, combination[1], 0]];
  if (rest.startsWith('ts'))
    return [
      [2, 'ц', 0],
      [1, 'т', 2],
    ];
  if (rest[0] === 'y') {
    // At the start of a word ya, yu, ye, yi are я, ю, є, ї and y alone is й; inside it y is и.
    if (at === 0) return next && 'auei'.includes(next) ? [[2, IOTATED[next], 0]] : [[1, 'й', 0]];
    // ya, yu, ye inside a word are older spellings of я, ю, є (Vinnytsya, Zaporizhzhya).
    return next && 'aue'.includes(next)
      ? [
          [1, 'и', 0],
          [2, IOTATED[next], 1],
        ]
      : [[1, 'и', 0]];
  }
  if (rest[0] === 'i') {
    if (at === 0) return [[1, 'і', 0]];
    // ia, iu, ie inside a word are я, ю, є (Vinnytsia), seldom і before а, у, е (Mariupol).
    if (next && 'aue'.includes(next))
      return [
        [2, IOTATED[next], 0],
        [1, 'і', 1],
      ];
    const afterVowel = isVowel(written.at(-1)) || written.at(-1) === "'";
    if (!afterVowel) return [[1, 'і', 0]];
    // After a vowel i is ї inside a word (Kyiv, Mykolaiv), й at its end (Stryi, Khmelnytskyi) and
    // mostly й before a vowel (Maiorsk); a query still being typed may end inside a word (Kyi…).
    if (next === undefined || next === "'")
      return open
        ? [
            [1, 'й', 0],
            [1, 'ї', 1],
          ]
        : [[1, 'й', 0]];
    return 'eoy'.includes(next)
      ? [
          [1, 'й', 0],
          [1, 'ї', 1],
        ]
      : [
          [1, 'ї', 0],
          [1, 'й', 1],
        ];
  }
  return SINGLE[rest[0]] ?? [[1, rest[0], 0]];
}

/**
 * The soft sign resolution 55 drops, where Ukrainian usually has it: -цьк-, -ськ-, -зьк- (Луцьк,
 * Бердянськ) and often ль before a consonant (Львів, Хмельницький, but Полтава).
 */
function softSigns(written: string, cyrillic: string): [string, number][] {
  const prev = written.at(-1);
  const first = cyrillic[0];
  if (!prev || isVowel(first) || first === "'") return [['', 0]];
  if (prev === 'л' && first !== 'л')
    return [
      ['ь', 0],
      ['', 0],
    ];
  if (first !== 'к') return [['', 0]];
  if (prev === 'ц')
    return [
      ['ь', 0],
      ['', 2],
    ];
  if ((prev === 'с' || prev === 'з') && written.length >= 2)
    return [
      ['ь', 0],
      ['', 1],
    ];
  return [['', 0]];
}

/** The apostrophe resolution 55 drops: after б, п, в, м, ф that follow a vowel, and often after р. */
function apostrophes(written: string, cyrillic: string): [string, number][] {
  if (!'яюєї'.includes(cyrillic[0])) return [['', 0]];
  const prev = written.at(-1);
  if (!prev) return [['', 0]];
  const beforePrev = written.at(-2);
  const afterVowel = beforePrev === undefined || isVowel(beforePrev);
  if (LABIALS.includes(prev) && afterVowel)
    return [
      ["'", 0],
      ['', 1],
    ];
  if (prev === 'р' && beforePrev !== undefined && isVowel(beforePrev))
    return [
      ['', 0],
      ["'", 1],
    ];
  return [['', 0]];
}

/** Every way to read a lower-case Latin word into Ukrainian, cheapest first. */
function readWord(word: string, open: boolean): Reading[] {
  const at: Reading[][] = Array.from({ length: word.length + 1 }, () => []);
  at[0].push({ text: '', cost: 0 });
  for (let i = 0; i < word.length; i++) {
    const kept = at[i].sort((a, b) => a.cost - b.cost).slice(0, BEAM);
    for (const reading of kept) {
      for (const [length, cyrillic, cost] of stepsAt(word, i, reading.text, open)) {
        for (const [sign, signCost] of softSigns(reading.text, cyrillic)) {
          for (const [mark, markCost] of apostrophes(reading.text + sign, cyrillic)) {
            at[i + length].push({
              text: reading.text + sign + mark + cyrillic,
              cost: reading.cost + cost + signCost + markCost,
            });
          }
        }
      }
    }
  }
  return at[word.length];
}

/** Letters that may begin a combination the shopper has not finished typing: Vinnyt(sia), Zaporiz(hzhia). */
const UNFINISHED = /(?:shc|sh|zg|[tzs]|(?<![aeiouy])i)$/;

/**
 * Ukrainian readings of one lower-case Latin word, likeliest first. Nova Poshta matches the beginning
 * of a name, so the last word of a query may be the beginning of a longer one: it is also read
 * without an unfinished combination, and a soft sign missing at its end does no harm.
 */
function ukrainianReadings(word: string, moreWordsFollow: boolean): Reading[] {
  const readings = readWord(word, !moreWordsFollow);
  const unfinished = moreWordsFollow ? null : UNFINISHED.exec(word);
  const shorter =
    unfinished && unfinished.index >= 3
      ? readWord(word.slice(0, unfinished.index), true).map((r) => ({ ...r, cost: r.cost + 1 }))
      : [];
  // A word that ends in ц before another word is the -ець of Кам'янець-Подільський.
  const ended = moreWordsFollow
    ? readings.flatMap((r) =>
        r.text.endsWith('ц')
          ? [
              { text: `${r.text}ь`, cost: r.cost },
              { text: r.text, cost: r.cost + 1 },
            ]
          : [r],
      )
    : [...readings, ...shorter];
  return unique(ended.sort((a, b) => a.cost - b.cost)).slice(0, BEAM);
}

/** Older Russian-style Latin (Kiev, Odessa, Nikolaev, Zaporozhye), read into Russian, one way. */
const RUSSIAN: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'ц'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'г'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['z', 'з'],
  ["'", 'ь'],
];

function russianReading(word: string): string {
  let text = '';
  for (let i = 0; i < word.length;) {
    const rest = word.slice(i);
    const afterConsonant = text !== '' && !isVowel(text.at(-1)) && 'ыэ'.indexOf(text.at(-1)!) < 0;
    if (rest.startsWith('ye')) {
      // Zaporozhye is Запорожье; Yevpatoriya and Dneprodzerzhinsk's e are е.
      text += afterConsonant ? 'ье' : 'е';
      i += 2;
    } else if (rest[0] === 'y') {
      text += afterConsonant ? 'ы' : 'й';
      i += 1;
    } else if (rest[0] === 'e' && i === 0) {
      text += 'э';
      i += 1;
    } else {
      const [latin, cyrillic] = RUSSIAN.find(([l]) => rest.startsWith(l)) ?? [rest[0], rest[0]];
      text += cyrillic;
      i += latin.length;
    }
  }
  return text;
}

/** The first (cheapest, once sorted) reading of each spelling. */
function unique(readings: Reading[]): Reading[] {
  const seen = new Set<string>();
  return readings.filter((r) => {
    if (seen.has(r.text)) return false;
    seen.add(r.text);
    return true;
  });
}

/** The word written as the shopper wrote it: КИЇВ for KYIV, Київ for Kyiv, київ for kyiv. */
function inCaseOf(original: string, text: string): string {
  const letters = original.replace(/'/g, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return text.toLocaleUpperCase('uk');
  if (letters[0] === letters[0].toUpperCase()) return text.charAt(0).toLocaleUpperCase('uk') + text.slice(1);
  return text;
}

/**
 * The strings to send Nova Poshta as FindByString for a shopper's query: the query itself when it
 * has no Latin letters (Київ, Киев, 12), otherwise its likeliest Cyrillic spellings, the likeliest
 * first: "Kyiv" → ["Київ", "Кийв", "Кыив"], "Lviv" → ["Львів", "Лвів", "Лвив"], "Kiev" → [..., "Киев"].
 */
export function cyrillicSpellings(query: string): string[] {
  const text = query.normalize('NFC').replace(TYPOGRAPHIC_APOSTROPHES, "'");
  if (!LATIN_LETTER.test(text)) return [query];
  const words = [...text.matchAll(LATIN_WORD)];
  let ukrainian: Reading[] = [{ text: '', cost: 0 }];
  let russian = '';
  let done = 0;
  for (const match of words) {
    const start = match.index;
    const word = match[0];
    const between = text.slice(done, start);
    done = start + word.length;
    const moreWordsFollow = ANY_LETTER.test(text.slice(done));
    const lower = word.toLowerCase();
    const readings = ukrainianReadings(lower, moreWordsFollow);
    const joined = ukrainian.flatMap((before) =>
      readings.map((r) => ({
        text: before.text + between + inCaseOf(word, r.text),
        cost: before.cost + r.cost,
      })),
    );
    ukrainian = unique(joined.sort((a, b) => a.cost - b.cost)).slice(0, BEAM);
    russian += between + inCaseOf(word, russianReading(lower));
  }
  const tail = text.slice(done);
  const best = ukrainian[0].cost;
  const likely = ukrainian
    .filter((r) => r.cost <= best + SLACK)
    .slice(0, MAX_UKRAINIAN)
    .map((r) => r.text + tail);
  return [...new Set([...likely, russian + tail])].slice(0, MAX_SPELLINGS);
}
