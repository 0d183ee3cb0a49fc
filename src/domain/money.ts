import type { Language } from '@/config/shop';
import { numberFormat } from './number-format';

/**
 * Whole hryvnias with the locale's grouping and the ₴ sign after the number in every language
 * ("1 250 ₴"), as Ukrainian shops print prices; Intl's own UAH currency format differs per locale.
 */
export function formatPrice(amount: number, lng: Language): string {
  return hryvnias(amount, lng, 0);
}

/** Whole hryvnias as shop prices print them; an amount with kopecks (the 2% fee) keeps two decimals. */
export function formatAmount(amount: number, lng: Language): string {
  return Number.isInteger(amount) ? formatPrice(amount, lng) : hryvnias(amount, lng, 2);
}

/**
 * A price per unit (₴ per ml beside a volume): whole hryvnias from 10 ₴, where perfumes are and a
 * fraction never changes which volume is the better buy; one decimal below 10 ₴, where a hryvnia
 * would be a tenth of the figure. Halves round up.
 */
export function formatUnitPrice(amount: number, lng: Language): string {
  const tenths = Math.round(amount * 10) / 10;
  return tenths >= 10 ? hryvnias(Math.round(amount), lng, 0) : hryvnias(tenths, lng, 1);
}

function hryvnias(amount: number, lng: Language, decimals: 0 | 1 | 2): string {
  const number = numberFormat(lng, decimals).format(amount);
  // Intl groups with narrow or ordinary no-break spaces; one plain no-break space reads the same everywhere.
  return `${number.replace(/[\u202f\u00a0 ]/g, '\u00a0')}\u00a0₴`;
}

/**
 * A price as WooCommerce writes it (a decimal string, sometimes a number) → UAH; `""`, a missing
 * value or anything unparsable is no price (null), never 0.
 */
export function parseMoney(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** Rounds to whole kopecks, as WooCommerce stores amounts (two decimals). */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}
