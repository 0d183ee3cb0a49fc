/*
 * Use case: place an order. The cart is priced from WooCommerce's catalogue and checked by the
 * shop's rules (src/domain/checkout), the coupon by WooCommerce's own rules, then the order is
 * created in WooCommerce (which prices it again), with the WayForPay form for a card payment; the
 * e-mail and the newsletter follow the answer. place-order-once.ts and idempotency.ts make one
 * order per Idempotency-Key.
 */
import 'server-only';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import { after } from 'next/server';
import { serverT } from '@/i18n/server';
import { cardPaymentFee } from '@/domain/checkout/card-fee';
import type { CheckoutCatalog } from '@/domain/checkout/catalog-item';
import type { OrderAnswer } from '@/domain/checkout/order-answer';
import { catalogRequestFor, type CartRefusal, type CartRefusalResult } from '@/domain/checkout/order-lines';
import { orderAmounts } from '@/domain/checkout/order-amounts';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import { shipmentOf, type Shipment } from '@/domain/checkout/shipment';
import type { Outcome, Refusal } from '@/domain/outcome/outcome';
import type { PromoErrorCode } from '@/domain/promo/coupon';
import { serverEnv } from '@/server/env';
import { sendOrderConfirmation } from '@/server/mail/order-confirmation';
import { orderPaymentForm } from '@/server/wayforpay/order-payment';
import { loadCheckoutCatalog } from '@/server/woocommerce/checkout-catalog';
import { findCouponByCode } from '@/server/woocommerce/coupons';
import { subscribeToNewsletter } from '@/server/newsletter/subscribe';
import { buildOrderPayload, CARD_FEE_LINE_NAME } from '@/server/woocommerce/order-payload';
import {
  addOrderNote,
  createOrder,
  findOrderByIdempotencyKey,
  setFeeLine,
} from '@/server/woocommerce/orders';
import { CouponRefusedError } from '@/server/woocommerce/refusals';
import { managerNote } from './manager-note';
import { cartRefusalError } from './refusal-error';
import { countedStockKeys, withCurrentStock } from './stock-check';
import { withStockLocks } from './stock-locks';

/** Managers work in WooCommerce in Ukrainian, whatever language the shopper ordered in. */
const MANAGERS_LANGUAGE = 'uk';

export type OrderRefusalCode =
  CartRefusal | PromoErrorCode | 'required' | 'idempotency_key_reused' | 'order_in_progress' | 'order_failed';
export type OrderRefusal = Refusal<OrderRefusalCode>;

/** Placed (now or before), or refused; a product_unavailable refusal names its lines (refusal-error.ts). */
export type PlaceOrderResult = Outcome<{ answer: OrderAnswer }, OrderRefusalCode>;

export const refuse = (
  request: OrderRequest,
  code: OrderRefusalCode,
  field?: string,
  params: { name?: string; count?: number } = {},
): OrderRefusal => ({
  ok: false,
  code,
  message: serverT(request.locale, 'checkout')(`errors.${code}`, params),
  ...(field ? { field } : {}),
});

/** A cart the shop's rules refuse; product_unavailable names its lines (refusal-error.ts). */
const refuseCart = (request: OrderRequest, refusal: CartRefusalResult): OrderRefusal => ({
  ok: false,
  ...cartRefusalError(request.locale, refusal),
});

function answer(order: ShopOrder, request: OrderRequest): OrderAnswer {
  const env = serverEnv();
  return {
    order: {
      id: order.id,
      number: order.number,
      total: order.total,
      subtotal: order.subtotal,
      discount: order.discount,
      fee: order.fee,
      shipping: order.shipping,
      status: order.status,
      key: order.orderKey,
    },
    ...(request.payment === 'wayforpay'
      ? {
          payment: orderPaymentForm(order, request.locale, {
            merchantAccount: env.wayforpayMerchantAccount,
            secretKey: env.wayforpaySecretKey,
            payUrl: env.wayforpayPayUrl,
            siteUrl: env.siteUrl,
          }),
        }
      : {}),
  };
}

/**
 * The fee was computed from our preview of WooCommerce's discount (the same rules, the same
 * catalogue prices), so it can be sent with the order in one create instead of create + update.
 * Should WooCommerce have discounted differently (a price changed in between, a rounding rule),
 * the fee line is corrected from the totals it computed.
 */
async function settleCardFee(order: ShopOrder): Promise<ShopOrder> {
  const goodsAfterDiscount = order.lines.reduce((sum, line) => sum + line.total, 0);
  const expected = cardPaymentFee(goodsAfterDiscount);
  const feeLine = order.feeLines.find((f) => f.name === CARD_FEE_LINE_NAME);
  if (!feeLine || Math.abs(feeLine.total - expected) < 0.005) return order;
  console.warn(`order ${order.id}: card fee ${feeLine.total} corrected to ${expected}`);
  return setFeeLine(order.id, { id: feeLine.id, name: CARD_FEE_LINE_NAME, total: expected });
}

/**
 * Why WooCommerce refused the coupon at create. Its answer names no reason a program can read (the
 * message is in the site's language, the WC_Coupon number is dropped), so the coupon is read again
 * and WooCommerce's rules applied to the same lines: a coupon used up by a parallel order reads as
 * used up whatever language the WordPress speaks.
 */
async function refusedCouponReason(request: OrderRequest, catalog: CheckoutCatalog): Promise<PromoErrorCode> {
  try {
    const coupon = await findCouponByCode(request.promo ?? '');
    const amounts = orderAmounts(
      { ...request, email: request.customer.email },
      catalog,
      coupon,
      new Date(),
      serverEnv().orderLimits,
    );
    if (amounts.ok && amounts.couponError) return amounts.couponError;
  } catch (error) {
    console.error(`re-reading coupon ${request.promo} after WooCommerce refused it failed`, error);
  }
  return 'coupon_not_applicable';
}

/** Work after the answer: the manager's note, the e-mail and the newsletter never delay or fail the order. */
function afterOrder(order: ShopOrder, request: OrderRequest, shipment: Shipment) {
  const work = async () => {
    await addOrderNote(
      order.id,
      managerNote(request, shipment, serverT(MANAGERS_LANGUAGE, 'checkout')),
    ).catch((error) => console.error(`order ${order.id}: the manager's note was not added`, error));
    await sendOrderConfirmation({
      order,
      lng: request.locale,
      payment: request.payment,
      shipping: shipment.method,
      joinPrevious: shipment.method !== 'email' && shipment.joinPrevious === true,
      recipientName: request.recipient ? `${request.recipient.name} ${request.recipient.surname}` : undefined,
    });
    if (request.subscribe) {
      await subscribeToNewsletter(request.customer.email).catch((error) =>
        console.error(`order ${order.id}: newsletter subscription failed`, error),
      );
    }
  };
  try {
    after(work);
  } catch {
    // Outside a request (tests, scripts) there is no `after`: run it detached.
    void work();
  }
}

/**
 * Places the order. A key that may have been sent before (`maybeSentBefore`) is looked up among the
 * e-mail's recent WooCommerce orders first, beside the catalogue read: a retry may reach a replica
 * which does not remember it, and an attempt whose create timed out may have made the order all the
 * same (its claim on the key, even a shared one in shared-idempotency.ts, was freed when it failed).
 * A key nobody has seen skips that search: on a real WooCommerce it is a slow LIKE over several
 * fields, and it was the largest part of the route's own time (the order route's row of `npm run bench`).
 *
 * `admitted` settles with the request's admission (its captcha and limits, place-order-once.ts):
 * it rejects when they refused. Nothing is searched or created before it resolved; the catalogue,
 * the coupon and the stock are read while it is pending.
 */
export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
  { maybeSentBefore, admitted }: { maybeSentBefore: boolean; admitted: () => Promise<void> },
): Promise<PlaceOrderResult> {
  const { customer } = request;
  const [earlier, cachedCatalog, coupon] = await Promise.all([
    maybeSentBefore ? admitted().then(() => findOrderByIdempotencyKey(customer.email, idempotencyKey)) : null,
    loadCheckoutCatalog(catalogRequestFor(request), request.locale),
    request.promo ? findCouponByCode(request.promo) : Promise.resolve(null),
  ]);
  if (earlier) return { ok: true, answer: answer(earlier, request) };

  const created = await withStockLocks(countedStockKeys(request, cachedCatalog), async () => {
    // The admission's answer (the captcha's siteverify) is awaited beside the stock read, not
    // before it: one round trip less for every order, and nothing is decided before it passed.
    const [catalog] = await Promise.all([
      withCurrentStock(request, cachedCatalog, request.locale),
      admitted(),
    ]);
    const amounts = orderAmounts(
      { ...request, email: customer.email },
      catalog,
      coupon,
      new Date(),
      serverEnv().orderLimits,
    );
    if (!amounts.ok) return refuseCart(request, amounts);
    if (amounts.couponError) return refuse(request, amounts.couponError, 'promo');
    const { lines, fee } = amounts;
    // A parcel needs somewhere to go; an e-mail order needs no delivery, and one sent with it is not used.
    const shipment = shipmentOf(lines, request.delivery);
    if (!shipment) return refuse(request, 'required', 'delivery.city');
    try {
      const order = await createOrder(
        buildOrderPayload({
          request,
          shipment,
          lines,
          fee,
          idempotencyKey,
          // The payment and delivery titles are for the manager in WooCommerce, whatever the shopper's language.
          t: serverT(MANAGERS_LANGUAGE, 'checkout'),
        }),
      );
      return { order, fee, shipment };
    } catch (error) {
      if (error instanceof CouponRefusedError) {
        return refuse(request, await refusedCouponReason(request, catalog), 'promo');
      }
      throw error;
    }
  });
  if (!('order' in created)) return created;
  let { order } = created;
  if (created.fee > 0) order = await settleCardFee(order);
  afterOrder(order, request, created.shipment);
  return { ok: true, answer: answer(order, request) };
}
