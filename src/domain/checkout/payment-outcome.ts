type PaymentOutcome = 'paid' | 'failed' | 'awaiting';

/**
 * What the shopper back from the pay page is told. WooCommerce marks an order `failed` when
 * WayForPay's payment notification reports it Declined or Expired (server/payment-notification); a
 * cancelled unpaid order is no payment either. Anything else unpaid may still be confirmed by a
 * later notification.
 */
export function paymentOutcome(order: { paid: boolean; status: string }): PaymentOutcome {
  if (order.paid) return 'paid';
  return order.status === 'failed' || order.status === 'cancelled' ? 'failed' : 'awaiting';
}

/**
 * Statuses of an order the shop accepted (spec §4: the order-accepted popup and the after-purchase
 * wheel): taken on hold for the manager (a transfer), paid, or fulfilled. A card order still `pending`
 * has not been paid, and one the shop cancelled for non-payment is no purchase.
 */
const ACCEPTED_STATUSES: ReadonlySet<string> = new Set(['on-hold', 'processing', 'completed']);

export function isAcceptedOrder(order: { status: string }): boolean {
  return ACCEPTED_STATUSES.has(order.status);
}
