import type { Language } from '@/config/shop';
import { formatPrice } from '@/domain/money';
import { INTL_LOCALE } from '@/i18n/languages';

/** Whole hryvnias as shop prices print them; an amount with kopecks (the 2% fee) keeps two decimals. */
export function formatAmount(amount: number, lng: Language): string {
  if (Number.isInteger(amount)) return formatPrice(amount, lng);
  const number = new Intl.NumberFormat(INTL_LOCALE[lng], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(amount);
  return `${number.replace(/[\u202f\u00a0 ]/g, '\u00a0')}\u00a0₴`;
}
