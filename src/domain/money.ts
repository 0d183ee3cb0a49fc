import type { Language } from '@/config/shop';
import { INTL_LOCALE } from '@/i18n/languages';

/**
 * Whole hryvnias with the locale's grouping and the ₴ sign after the number in every language
 * ("1 250 ₴"), as Ukrainian shops print prices; Intl's own UAH currency format differs per locale.
 */
export function formatPrice(amount: number, lng: Language): string {
  const number = new Intl.NumberFormat(INTL_LOCALE[lng], {
    maximumFractionDigits: 0,
    useGrouping: 'always',
  }).format(amount);
  // Intl groups with narrow or ordinary no-break spaces; one plain no-break space reads the same everywhere.
  return `${number.replace(/[\u202f\u00a0 ]/g, '\u00a0')}\u00a0₴`;
}

/** Prices from the options page arrive as strings; anything unparsable is shown as given. */
export function formatPriceText(value: string, lng: Language): string {
  const amount = Number(value.replace(/\s/g, '').replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(amount) ? formatPrice(amount, lng) : value;
}
