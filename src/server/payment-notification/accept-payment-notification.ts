/*
 * Use case: accept a payment notification. WayForPay reports a card payment to the service URL; a
 * notification with a valid signature is applied to its WooCommerce order (paid once, or failed) and
 * answered with the signed accept, so WayForPay stops re-sending. WayForPay's own formats and
 * signatures live in src/server/wayforpay, the order writes in src/server/woocommerce/orders.ts.
 *
 * A signed notification that cannot be applied is accepted too and changes nothing: re-sending would
 * never make it apply, and WayForPay would retry for days. A reference that names no order of ours
 * is logged; a notification whose currency, amount (the order total with the card fee, to the kopeck)
 * or gateway (a bank-transfer order) does not match its order is logged and noted on the order for
 * the manager, who sees the payment in WayForPay's cabinet and decides. Only an unreachable
 * WooCommerce goes unanswered (502), so that WayForPay tries again later.
 */
import 'server-only';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import { CURRENCY } from '@/config/shop';
import { serverEnv } from '@/server/env';
import {
  acceptAnswer,
  isNotificationSigned,
  wayforpayNotificationSchema,
  type WayforpayNotification,
} from '@/server/wayforpay/service-notification';
import { orderIdFromReference } from '@/server/wayforpay/order-payment';
import { addOrderNote, findOrder, markOrderFailed, markOrderPaid } from '@/server/woocommerce/orders';

type NotificationOutcome =
  | { status: 400; error: string }
  | { status: 403; error: string }
  | { status: 200; answer: ReturnType<typeof acceptAnswer> };

const FAILED_STATUSES = ['Declined', 'Expired'];

// One notification at a time per order in this process, so a replay racing the original adds no second note.
const running = new Map<number, Promise<unknown>>();

function serialized<T>(orderId: number, task: () => Promise<T>): Promise<T> {
  const previous = running.get(orderId) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  running.set(orderId, next);
  void next.finally(() => running.get(orderId) === next && running.delete(orderId)).catch(() => undefined);
  return next;
}

/** Why a signed notification does not belong to its order, or null when it does. */
function mismatch(order: ShopOrder, notification: WayforpayNotification): string | null {
  if (order.payment !== 'wayforpay')
    return `the order is not paid by card online (${order.payment ?? 'other'})`;
  // The pay form asks for CURRENCY (order-payment.ts), and the order must be in it too.
  if (notification.currency !== CURRENCY || order.currency !== CURRENCY) {
    return `the payment was asked in ${CURRENCY} and the order is in ${order.currency}`;
  }
  if (Math.round(Number(notification.amount) * 100) !== Math.round(order.total * 100)) {
    return `the order total is ${order.total}`;
  }
  return null;
}

async function applyToOrder(orderId: number, notification: WayforpayNotification): Promise<void> {
  const reference = notification.orderReference;
  const order = await findOrder(orderId);
  if (!order) {
    console.error(`WayForPay callback for ${reference}: no such order; accepted, nothing changed`);
    return;
  }
  const problem = mismatch(order, notification);
  if (problem) {
    console.error(
      `WayForPay callback for ${reference}: ${notification.transactionStatus} ${notification.amount} ${notification.currency}, but ${problem}`,
    );
    await addOrderNote(
      orderId,
      `WayForPay: ${notification.transactionStatus} for ${notification.amount} ${notification.currency}, but ${problem}; the order was not changed. Check the payment in WayForPay.`,
    );
    return;
  }
  // An order already paid stays as it is: a replayed or late notification changes nothing.
  if (order.paid) return;
  if (notification.transactionStatus === 'Approved') {
    await markOrderPaid(orderId, String(notification.authCode || reference));
    await addOrderNote(
      orderId,
      `WayForPay: payment approved, ${notification.amount} ${notification.currency}, card ${notification.cardPan ?? ''}, auth code ${notification.authCode ?? ''}.`,
    );
    return;
  }
  if (FAILED_STATUSES.includes(notification.transactionStatus) && order.status !== 'failed') {
    await markOrderFailed(orderId);
    await addOrderNote(
      orderId,
      `WayForPay: payment ${notification.transactionStatus.toLowerCase()} (${notification.reasonCode} ${notification.reason ?? ''}).`,
    );
  }
}

/** The service-URL notification: only a valid signature is acted on, and an order is marked paid once. */
export async function acceptPaymentNotification(
  body: unknown,
  now = new Date(),
): Promise<NotificationOutcome> {
  const parsed = wayforpayNotificationSchema.safeParse(body);
  if (!parsed.success) return { status: 400, error: 'Not a WayForPay callback.' };
  const notification = parsed.data;
  const { wayforpaySecretKey, wayforpayMerchantAccount } = serverEnv();
  if (
    !isNotificationSigned(notification, wayforpaySecretKey) ||
    notification.merchantAccount !== wayforpayMerchantAccount
  ) {
    console.warn(`WayForPay callback for ${notification.orderReference} refused: bad signature`);
    return { status: 403, error: 'Invalid signature.' };
  }
  const orderId = orderIdFromReference(notification.orderReference);
  if (orderId === null) {
    console.error(
      `WayForPay callback for ${notification.orderReference}: not a reference of ours; accepted, nothing changed`,
    );
  } else await serialized(orderId, () => applyToOrder(orderId, notification));
  return {
    status: 200,
    answer: acceptAnswer(notification.orderReference, wayforpaySecretKey, Math.floor(now.getTime() / 1000)),
  };
}
