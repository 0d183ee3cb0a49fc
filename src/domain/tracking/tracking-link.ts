import type { Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';

/**
 * The shopper's link to their order's tracking page, in the order's language. The order key
 * (WooCommerce's secret `order_key`) is what lets the page show the order; the number alone shows
 * nothing.
 */
export function trackingPath(lng: Language, number: string, key: string): string {
  const path = localizedPath(lng, `/tracking/${encodeURIComponent(number)}`);
  return `${path}?${new URLSearchParams({ key })}`;
}
