import type { Ga4Item } from './ga4-items';

export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'view_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

/** The `ecommerce` object of any GA4 event the shop sends (platform-facts.md, GA4 section). */
export interface EcommercePayload {
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  currency?: string;
  value?: number;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
}

// Not a global augmentation: @next/third-parties declares window.dataLayer with its own type.
type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Sends one ecommerce event to GTM. The `{ecommerce: null}` first is Google's rule: GTM merges data
 * layer pushes, so without it the items of the previous event would leak into this one.
 */
export function pushEcommerce(event: EcommerceEventName, ecommerce: EcommercePayload): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({ event, ecommerce });
}
