/*
 * Use case: accept a payment callback. WayForPay reports a card payment to the service URL; a
 * callback with a valid signature is applied to its WooCommerce order (paid once, or failed) and
 * answered with the signed accept, so WayForPay stops re-sending. WayForPay's own formats and
 * signatures live in src/server/wayforpay, the order writes in src/server/woocommerce/orders.ts.
 */
import 'server-only';
import { serverEnv } from '@/server/env';
import {
  acceptAnswer,
  isCallbackSigned,
  wayforpayCallbackSchema,
  type WayforpayCallback,
} from '@/server/wayforpay/callback';
import { orderIdFromReference } from '@/server/wayforpay/order-payment';
import { addOrderNote, getOrder, markOrderFailed, markOrderPaid } from '@/server/woocommerce/orders';

type CallbackOutcome =
  | { status: 400; error: string }
  | { status: 403; error: string }
  | { status: 200; answer: ReturnType<typeof acceptAnswer> };

const FAILED_STATUSES = ['Declined', 'Expired'];

// One callback at a time per order in this process, so a replay racing the original adds no second note.
const running = new Map<number, Promise<unknown>>();

function serialized<T>(orderId: number, task: () => Promise<T>): Promise<T> {
  const previous = running.get(orderId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  running.set(orderId, next);
  void next.finally(() => running.get(orderId) === next && running.delete(orderId)).catch(() => undefined);
  return next;
}

async function applyToOrder(orderId: number, callback: WayforpayCallback): Promise<void> {
  const order = await getOrder(orderId);
  const reference = callback.orderReference;
  if (Math.round(Number(callback.amount) * 100) !== Math.round(order.total * 100)) {
    console.error(
      `WayForPay ${reference}: amount ${callback.amount} differs from order total ${order.total}`,
    );
    await addOrderNote(
      orderId,
      `WayForPay: ${callback.transactionStatus} for ${callback.amount} ${callback.currency}, but the order total is ${order.total}; the order was not changed.`,
    );
    return;
  }
  // An order already paid stays as it is: a replayed or late callback changes nothing.
  if (order.paid) return;
  if (callback.transactionStatus === 'Approved') {
    await markOrderPaid(orderId, String(callback.authCode || reference));
    await addOrderNote(
      orderId,
      `WayForPay: payment approved, ${callback.amount} ${callback.currency}, card ${callback.cardPan ?? ''}, auth code ${callback.authCode ?? ''}.`,
    );
    return;
  }
  if (FAILED_STATUSES.includes(callback.transactionStatus) && order.status !== 'failed') {
    await markOrderFailed(orderId);
    await addOrderNote(
      orderId,
      `WayForPay: payment ${callback.transactionStatus.toLowerCase()} (${callback.reasonCode} ${callback.reason ?? ''}).`,
    );
  }
}

/** The service-URL callback: only a valid signature is acted on, and an order is marked paid once. */
export async function acceptPaymentCallback(body: unknown, now = new Date()): Promise<CallbackOutcome> {
  const parsed = wayforpayCallbackSchema.safeParse(body);
  if (!parsed.success) return { status: 400, error: 'Not a WayForPay callback.' };
  const callback = parsed.data;
  const { wayforpaySecretKey, wayforpayMerchantAccount } = serverEnv();
  if (
    !isCallbackSigned(callback, wayforpaySecretKey) ||
    callback.merchantAccount !== wayforpayMerchantAccount
  ) {
    console.warn(`WayForPay callback for ${callback.orderReference} refused: bad signature`);
    return { status: 403, error: 'Invalid signature.' };
  }
  const orderId = orderIdFromReference(callback.orderReference);
  if (orderId === null)
    console.error(`WayForPay callback for an unknown reference ${callback.orderReference}`);
  else await serialized(orderId, () => applyToOrder(orderId, callback));
  return {
    status: 200,
    answer: acceptAnswer(callback.orderReference, wayforpaySecretKey, Math.floor(now.getTime() / 1000)),
  };
}
