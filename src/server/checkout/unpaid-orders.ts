/*
 * Use case: cancel the shop's orders whose payment did not come within the hold time, so the goods
 * they hold go back on sale (WooCommerce restores the stock and the coupon's use on cancelling).
 * WooCommerce's own "Hold stock" cron cancels only `pending` orders its checkout created, never the
 * REST orders the storefront creates, hence this (docs/woocommerce.md, "Stock and unpaid orders").
 */
import 'server-only';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import type { PaymentMethod } from '@/domain/checkout/order-schema';
import { serverT } from '@/i18n/server-t';
import { serverEnv, type ServerEnv } from '@/server/env';
import { WOO_PAGE_SIZE } from '@/server/woocommerce/client';
import { cancelClaims, type CancelClaims } from './cancel-claims';
import { addOrderNote, cancelOrder, findOrder, ordersCreatedBefore } from '@/server/woocommerce/orders';

/** Managers read Ukrainian (as the checkout's manager note). */
const MANAGERS_LANGUAGE = 'uk';
/** More than a sweep ever finds on a shop of this size; the rest waits for the next sweep. */
const MAX_PAGES = 10;

type Holds = ServerEnv['unpaidHoldMinutes'];

/**
 * How each payment waits (order-payload.ts): a WayForPay order is `pending` until the callback
 * pays it; a transfer is `on-hold` until the manager sees the money and moves it on.
 */
const AWAITING: { payment: PaymentMethod; status: string; hold: keyof Holds }[] = [
  { payment: 'wayforpay', status: 'pending', hold: 'card' },
  { payment: 'requisites', status: 'on-hold', hold: 'transfer' },
  { payment: 'card', status: 'on-hold', hold: 'transfer' },
];

/**
 * An order the storefront's checkout placed (it carries the Idempotency-Key; a callback request or
 * a manager's own order does not), still waiting for its payment.
 */
const isUnpaidCheckoutOrder = (order: ShopOrder, hold: keyof Holds) =>
  order.idempotencyKey !== null &&
  !order.paid &&
  AWAITING.some((a) => a.hold === hold && a.payment === order.payment && a.status === order.status);

async function overdue(hold: keyof Holds, before: Date): Promise<ShopOrder[]> {
  const statuses = [...new Set(AWAITING.filter((a) => a.hold === hold).map((a) => a.status))];
  const found: ShopOrder[] = [];
  // Read every page before cancelling: a cancelled order leaves the list and would shift the pages.
  for (let page = 1; page <= MAX_PAGES; page++) {
    const orders = await ordersCreatedBefore(statuses, before, page);
    found.push(...orders.filter((order) => isUnpaidCheckoutOrder(order, hold)));
    if (orders.length < WOO_PAGE_SIZE) break;
  }
  return found;
}

/** Cancels the overdue unpaid orders and answers their ids; a hold of 0 minutes never cancels. */
export async function cancelUnpaidOrders(
  now: Date,
  holds: Holds = serverEnv().unpaidHoldMinutes,
  claims: CancelClaims = cancelClaims(),
) {
  const t = serverT(MANAGERS_LANGUAGE, 'checkout');
  const cancelled: number[] = [];
  for (const hold of ['card', 'transfer'] as const) {
    const minutes = holds[hold];
    if (minutes <= 0) continue;
    for (const listed of await overdue(hold, new Date(now.getTime() - minutes * 60_000))) {
      // Read again just before: a payment callback or the manager may have moved it since the list.
      const order = await findOrder(listed.id);
      if (!order || !isUnpaidCheckoutOrder(order, hold)) continue;
      if (!(await claims.claim(order.id))) continue;
      await cancelOrder(order.id);
      await addOrderNote(order.id, t('unpaid.cancelledNote', { count: minutes })).catch((error) =>
        console.error(`order ${order.id}: the note on its cancelling was not added`, error),
      );
      cancelled.push(order.id);
    }
  }
  return cancelled;
}
