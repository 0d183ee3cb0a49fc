import { isAcceptedOrder } from '@/domain/checkout/payment-outcome';
import 'server-only';
import { z } from 'zod';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import { sameSecret } from '@/server/same-secret';
import { WOO_PAGE_SIZE, WooCommerceError, wooGetFresh, wooWrite } from './client';
import { orderRefusal } from './refusals';
import { mapOrder, orderRecipientPhone, orderWaybill } from './map-order';
import { wooOrderNoteSchema, wooOrderSchema, type WooOrderCreate, type WooOrderUpdate } from './schemas';

/** Creates the order; a refused coupon throws CouponRefusedError. */
export async function createOrder(payload: WooOrderCreate): Promise<ShopOrder> {
  try {
    return mapOrder(await wooWrite('POST', 'orders', payload, wooOrderSchema));
  } catch (error) {
    throw orderRefusal(error);
  }
}

/** The order, or null when WooCommerce has none with this id. */
export async function findOrder(id: number): Promise<ShopOrder | null> {
  try {
    return mapOrder(await wooGetFresh(`orders/${id}`, wooOrderSchema));
  } catch (error) {
    if (error instanceof WooCommerceError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The order whose id and key both match, else null: the shopper's link to their order. A wrong key
 * and an unknown id look the same, so neither tells a visitor which orders exist.
 */
export async function getOrderWithKey(id: number, key: string): Promise<ShopOrder | null> {
  const order = await findOrder(id);
  return order && sameSecret(order.orderKey, key) ? order : null;
}

/** An order with what tracking needs beside it: the waybill under `waybillMetaKey` and the recipient's phone. */
export type TrackableOrder = { order: ShopOrder; waybill: string | null; recipientPhone: string };

/** The order by id, fresh, or null when WooCommerce has none with that id. */
export async function getTrackableOrder(id: number, waybillMetaKey: string): Promise<TrackableOrder | null> {
  try {
    const wire = await wooGetFresh(`orders/${id}`, wooOrderSchema);
    return {
      order: mapOrder(wire),
      waybill: orderWaybill(wire, waybillMetaKey),
      recipientPhone: orderRecipientPhone(wire),
    };
  } catch (error) {
    if (error instanceof WooCommerceError && error.status === 404) return null;
    throw error;
  }
}

async function updateOrder(id: number, patch: WooOrderUpdate): Promise<ShopOrder> {
  return mapOrder(await wooWrite('PUT', `orders/${id}`, patch, wooOrderSchema));
}

/** Sets a fee line's amount (UAH), keeping its name. */
export function setFeeLine(orderId: number, line: { id: number; name: string; total: number }) {
  return updateOrder(orderId, { fee_lines: [{ ...line, total: line.total.toFixed(2) }] });
}

/**
 * Paid online: `set_paid` alone runs WooCommerce's own payment completion (WC_Order::payment_complete),
 * as its gateways do: the transaction id and date_paid recorded, processing (or completed when nothing
 * needs shipping), stock reduced and `woocommerce_payment_complete` fired, on which fiscal-receipt (PRRO)
 * plugins act. With a `status` in the same request WooCommerce sets that first, the order then needs no
 * payment, and payment_complete never runs.
 */
export function markOrderPaid(orderId: number, transactionId: string) {
  return updateOrder(orderId, { set_paid: true, transaction_id: transactionId });
}

export function markOrderFailed(orderId: number) {
  return updateOrder(orderId, { status: 'failed' });
}

/**
 * Cancelled: WooCommerce gives back the stock the order held (wc_maybe_increase_stock_levels) and
 * its coupon's use, as its own cancelling of unpaid orders does.
 */
export function cancelOrder(orderId: number) {
  return updateOrder(orderId, { status: 'cancelled' });
}

/**
 * One page (of 100) of the orders in these statuses created before `before`, oldest first.
 * `dates_are_gmt` makes WooCommerce read `before` as UTC rather than the site's time zone.
 */
export async function ordersCreatedBefore(
  statuses: string[],
  before: Date,
  page: number,
): Promise<ShopOrder[]> {
  const orders = await wooGetFresh('orders', z.array(wooOrderSchema), {
    status: statuses.join(','),
    before: before.toISOString().slice(0, 19),
    dates_are_gmt: true,
    per_page: WOO_PAGE_SIZE,
    page,
    orderby: 'date',
    order: 'asc',
  });
  return orders.map(mapOrder);
}

/** A private note for the shop manager (customer_note false: the shopper is not e-mailed). */
export async function addOrderNote(id: number, note: string): Promise<void> {
  await wooWrite('POST', `orders/${id}/notes`, { note, customer_note: false }, wooOrderNoteSchema);
}

const REFUSED_DRAFT_STATUS = 'checkout-draft';

/**
 * The order an earlier request with this idempotency key made, if any. WooCommerce's REST search
 * does not look into order meta, but it does search the billing e-mail, and the key is in the
 * order's meta: recent orders of that e-mail are read and matched on `_idempotency_key`.
 *
 * A `checkout-draft` is not such an order: WooCommerce 10 saves the order before it applies the
 * coupons, so a create refused for its coupon leaves a draft with the request's meta, key included
 * (`data.new_draft_order_id`; found by the differential check against a real site). The shopper's
 * next attempt under that key must place an order, not answer with the draft.
 */
export async function findOrderByIdempotencyKey(email: string, key: string): Promise<ShopOrder | null> {
  const orders = await wooGetFresh('orders', z.array(wooOrderSchema), {
    search: email,
    status: 'any',
    per_page: 20,
    orderby: 'date',
    order: 'desc',
  });
  const match = orders
    .filter((order) => order.status !== REFUSED_DRAFT_STATUS)
    .map(mapOrder)
    .find((o) => o.idempotencyKey === key);
  return match ?? null;
}

/**
 * Whether WooCommerce has an accepted order with this (lowercased) billing e-mail among its recent
 * ones. REST's `search` looks in the billing e-mail among other fields, so the e-mail is matched
 * exactly here.
 */
export async function hasAcceptedOrder(email: string): Promise<boolean> {
  const orders = await wooGetFresh('orders', z.array(wooOrderSchema), {
    search: email,
    status: 'any',
    per_page: 20,
    orderby: 'date',
    order: 'desc',
  });
  return orders.some((order) => order.billing.email?.toLowerCase() === email && isAcceptedOrder(order));
}
