import { CURRENCY } from '@/config/shop';
import type { Ga4Item } from '@/features/analytics/ga4-items';
import type { EcommercePayload } from '@/features/analytics/data-layer';

/** What `purchase` needs once the order is paid on WayForPay's page and the shopper is back. */
export type PendingPurchase = {
  orderId: number;
  number: string;
  total: number;
  coupon?: string;
  items: Ga4Item[];
};

export const PENDING_PURCHASE_KEY = 'checkout-pending-purchase:v1';

/** Spec §7: purchase carries transaction_id (the order number), coupon, tax 0, shipping 0, items, UAH. */
export function purchasePayload(
  order: { number: string; total: number },
  items: Ga4Item[],
  coupon?: string,
): EcommercePayload {
  return {
    transaction_id: order.number,
    currency: CURRENCY,
    value: order.total,
    tax: 0,
    shipping: 0,
    ...(coupon && { coupon }),
    items,
  };
}

export function savePendingPurchase(pending: PendingPurchase): void {
  try {
    sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify(pending));
  } catch (error) {
    console.warn('Could not keep the pending purchase', error);
  }
}

/** The pending purchase of this order, taken out so a reload of the result page does not count it twice. */
export function takePendingPurchase(orderId: number): PendingPurchase | null {
  try {
    const raw = sessionStorage.getItem(PENDING_PURCHASE_KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingPurchase;
    if (pending.orderId !== orderId) return null;
    sessionStorage.removeItem(PENDING_PURCHASE_KEY);
    return pending;
  } catch (error) {
    console.warn('Could not read the pending purchase', error);
    return null;
  }
}
