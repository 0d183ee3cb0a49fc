import { parseCountry } from 'react-international-phone';
import { PHONE_INPUT, type Language } from '@/config/shop';
import { INTL_LOCALE } from '@/i18n/languages';
import { PHONE_COUNTRY_DATA } from './phone-countries';

export type PhoneCountry = { iso2: string; dialCode: string; name: string };

const KNOWN = new Set(PHONE_COUNTRY_DATA.map((country) => parseCountry(country).iso2 as string));

/** Whether the phone input can take this lower-case ISO2 code (it knows 246 countries and territories). */
export function isPhoneCountry(iso2: string | null | undefined): iso2 is string {
  return typeof iso2 === 'string' && KNOWN.has(iso2);
}

const lists = new Map<Language, PhoneCountry[]>();

/**
 * The phone input's countries named in the page's language (the library has English names only)
 * and in that language's alphabetical order, so type-to-find follows what the shopper reads.
 */
export function phoneCountries(lng: Language): PhoneCountry[] {
  const cached = lists.get(lng);
  if (cached) return cached;
  const names = new Intl.DisplayNames([INTL_LOCALE[lng]], { type: 'region', fallback: 'none' });
  const collator = new Intl.Collator(INTL_LOCALE[lng]);
  const list = PHONE_COUNTRY_DATA.map(parseCountry)
    .map(({ iso2, dialCode, name }) => ({ iso2, dialCode, name: names.of(iso2.toUpperCase()) ?? name }))
    .sort((a, b) => collator.compare(a.name, b.name));
  lists.set(lng, list);
  return list;
}

/** Spec §9: below the selector when more than 200 px of the viewport are free under it, else above. */
export function dropdownPlacement(spaceBelowPx: number): 'below' | 'above' {
  return spaceBelowPx > PHONE_INPUT.dropdownSpaceBelowPx ? 'below' : 'above';
}

/**
 * Type-to-find in a list of lower-case names: the index of the next name starting with what was
 * typed, searching on from the current one (a single letter starts after it, so pressing it again
 * moves on; the same letter typed repeatedly cycles through the names starting with it), or -1.
 */
export function findByTypedText(names: readonly string[], current: number, typed: string): number {
  const search = (term: string, start: number) => {
    for (let step = 0; step < names.length; step++) {
      const index = (start + step + names.length) % names.length;
      if (names[index]?.startsWith(term)) return index;
    }
    return -1;
  };
  if (!typed) return -1;
  if (typed.length === 1) return search(typed, current + 1);
  const found = search(typed, current);
  if (found >= 0) return found;
  const repeated = [...typed].every((char) => char === typed[0]);
  return repeated ? search(typed[0], current + 1) : -1;
}
