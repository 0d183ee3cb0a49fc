/*
 * Use case: a quick purchase by callback (spec §1, §9). The shopper leaves a phone (and a name) on a
 * product page or in the basket; the lines are checked against WooCommerce's catalogue by the
 * checkout's rules, and an order is created on hold with meta `callback_request`, so a manager sees
 * it among the orders and calls back. The answer says when: within 30 minutes while the shop is
 * open, otherwise at its next opening (the options page's hours, Kyiv time).
 */
import 'server-only';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import type { CallbackRequest } from '@/domain/callback/callback-schema';
import type { CallbackAnswer } from '@/domain/callback/callback-answer';
import { callbackPromise, type OpeningPeriod } from '@/domain/callback/opening-hours';
import {
  catalogRequestFor,
  resolveOrderLines,
  type CartRefusal,
  type CartRefusalResult,
} from '@/domain/checkout/order-lines';
import type { Outcome } from '@/domain/outcome/outcome';
import { serverEnv } from '@/server/env';
import { serverT } from '@/i18n/server';
import { loadCheckoutCatalog } from '@/server/woocommerce/checkout-catalog';
import { redactPhone } from '@/server/logging/redact';
import { addOrderNote, createOrder } from '@/server/woocommerce/orders';
import { getOpeningHours } from '@/server/wordpress/opening-hours';
import { withCurrentStock } from '@/server/checkout/stock-check';
import { buildCallbackOrderPayload } from './callback-order-payload';

/** A callback_failed's `cause` tells the route whether WooCommerce did not answer (503) or failed (502). */
export type CallbackResult = Outcome<CallbackAnswer, CartRefusal | 'callback_failed'>;

/** The hours never stop a request: without them the spec's 30 minutes is promised. */
async function openingHoursOrNone(): Promise<OpeningPeriod[]> {
  try {
    return await getOpeningHours();
  } catch (error) {
    console.error('opening hours could not be read; promising the usual 30 minutes', error);
    return [];
  }
}

/**
 * Creates the callback order. A cart the catalogue refuses is refused with the line it is about;
 * when WooCommerce fails the request is callback_failed (and the popup keeps what was typed).
 */
export async function requestCallback(request: CallbackRequest, now = new Date()): Promise<CallbackResult> {
  try {
    return await createCallbackOrder(request, now);
  } catch (error) {
    const what = `${redactPhone(request.phone)}, ${request.items.length} items`;
    console.error(`POST /api/callback (${what}) failed`, error);
    const message = serverT(request.locale, 'callback')('errors.callback_failed');
    return { ok: false, code: 'callback_failed', message, cause: error };
  }
}

async function createCallbackOrder(request: CallbackRequest, now: Date): Promise<CallbackResult> {
  const t = serverT(request.locale, 'callback');
  const refuse = (
    code: CartRefusal,
    field: string,
    params: CartRefusalResult['params'] = {},
  ): CallbackResult => ({ ok: false, code, message: t(`errors.${code}`, params), field });

  // Settled together: a failed catalogue read must not leave the hours read running unobserved.
  const [catalog, hours] = await Promise.allSettled([
    loadCheckoutCatalog(catalogRequestFor(request), request.locale),
    openingHoursOrNone(),
  ]);
  if (catalog.status === 'rejected') throw catalog.reason;
  const current = await withCurrentStock(request, catalog.value, request.locale);
  const resolved = resolveOrderLines(request, current, serverEnv().orderLimits);
  if (!resolved.ok) return refuse(resolved.code, resolved.field, resolved.params);

  // Managers read Ukrainian, whatever the shopper's language (as the checkout's address lines).
  const managerT = serverT(DEFAULT_LANGUAGE, 'callback');
  const order = await createOrder(buildCallbackOrderPayload({ request, lines: resolved.lines, t: managerT }));
  const note = [managerT('order.note'), request.phone, request.name].filter(Boolean).join(' — ');
  // The order and its meta already mark the request; a lost note must not fail it.
  await addOrderNote(order.id, note).catch((error) =>
    console.error(`callback order ${order.id}: the manager's note could not be added`, error),
  );
  return {
    ok: true,
    order: { id: order.id, number: order.number },
    callback: callbackPromise(hours.status === 'fulfilled' ? hours.value : [], now),
  };
}
