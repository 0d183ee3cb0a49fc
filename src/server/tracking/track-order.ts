/*
 * Use case: track an order. The tracking page shows an order to whoever holds its key (the link in
 * the confirmation e-mail and the order-accepted popup); the lookup form gives that link for an
 * order number and the phone the order was placed with. A number alone reveals nothing: a wrong
 * key, a wrong phone and an unknown number all look the same. The parcel's state comes from Nova
 * Poshta's tracking, asked with the recipient's phone and reused for a few minutes per waybill.
 */
import 'server-only';
import type { Language } from '@/config/shop';
import { trackingState, orderStatusWord, type TrackedOrder } from '@/domain/tracking/order-tracking';
import type { Outcome } from '@/domain/outcome/outcome';
import type { ParcelReport } from '@/domain/tracking/parcel-status';
import { phoneDigits } from '@/domain/tracking/phone';
import type { TrackingLookup } from '@/domain/tracking/lookup-schema';
import { trackingPath } from '@/domain/tracking/tracking-link';
import { serverT } from '@/i18n/server';
import { novaPoshtaConfig } from '@/server/novaposhta/config';
import { trackParcel } from '@/server/novaposhta/tracking';
import { getTrackableOrder, type TrackableOrder } from '@/server/woocommerce/orders';
import { sameSecret } from '@/server/same-secret';
import { PARCEL_STATUS_CACHE_SECONDS, waybillMetaKey } from './settings';

const ORDER_NUMBER = /^\d{1,10}$/;

/** WooCommerce keeps trashed orders readable over REST; to a shopper they do not exist. */
const HIDDEN_STATUSES = ['trash', 'checkout-draft'];

async function orderByNumber(number: string): Promise<TrackableOrder | null> {
  if (!ORDER_NUMBER.test(number)) return null;
  // Stock WooCommerce's order number is the order's id (a plugin that renumbers orders would need
  // a search here); the number read back must still be the one asked for.
  const found = await getTrackableOrder(Number(number), waybillMetaKey());
  if (!found || found.order.number !== number || HIDDEN_STATUSES.includes(found.order.status)) return null;
  return found;
}

async function parcelOf({ order, waybill, recipientPhone }: TrackableOrder): Promise<ParcelReport | null> {
  if (!waybill) return null;
  try {
    return await trackParcel(novaPoshtaConfig(PARCEL_STATUS_CACHE_SECONDS), {
      number: waybill,
      phone: recipientPhone,
    });
  } catch (error) {
    // The page still shows the order and the TTN; the parcel's state reads as unavailable.
    console.error(`tracking order ${order.id}: Nova Poshta status of ${waybill} failed`, error);
    return null;
  }
}

function trackedOrder(found: TrackableOrder, parcel: ParcelReport | null): TrackedOrder {
  const { order, waybill } = found;
  return {
    number: order.number,
    status: orderStatusWord(order.status),
    createdAt: order.createdAt,
    lines: order.lines.map(({ name, quantity, total, details }) => ({ name, quantity, total, details })),
    total: order.total,
    deliveryAddress: order.deliveryAddress,
    waybill,
    parcel,
    state: trackingState({ orderStatus: order.status, waybill, parcel }),
  };
}

/** The order whose number and key both match, with its parcel; null for anything else (the 404 page). */
export async function trackOrderByKey(number: string, key: string): Promise<TrackedOrder | null> {
  const found = await orderByNumber(number);
  if (!found || !sameSecret(found.order.orderKey, key)) return null;
  return trackedOrder(found, await parcelOf(found));
}

export type LookupResult = Outcome<{ href: string }, 'order_not_found' | 'unavailable'>;

/**
 * The tracking link of the order with this number whose billing phone is the one given, for the
 * form on /tracking (the route limits the guesses).
 */
export async function findOrderByPhone(lookup: TrackingLookup): Promise<LookupResult> {
  const t = serverT(lookup.locale, 'tracking');
  let found: TrackableOrder | null;
  try {
    found = await orderByNumber(lookup.number);
  } catch (error) {
    console.error(`POST /api/tracking (order ${lookup.number}) failed`, error);
    return { ok: false, code: 'unavailable', message: t('errors.unavailable'), cause: error };
  }
  const phoneMatches = sameSecret(phoneDigits(found?.order.customer.phone ?? ''), phoneDigits(lookup.phone));
  if (!found || !phoneMatches) {
    return { ok: false, code: 'order_not_found', message: t('errors.order_not_found') };
  }
  return { ok: true, href: trackingLink(lookup.locale, found) };
}

function trackingLink(lng: Language, { order }: TrackableOrder): string {
  return trackingPath(lng, order.number, order.orderKey);
}
