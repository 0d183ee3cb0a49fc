type PaymentOutcome = 'paid' | 'failed' | 'awaiting';

/**
 * What the shopper back from the pay page is told. WooCommerce marks an order `failed` when
 * WayForPay reports it Declined or Expired (service-callback.ts); a cancelled unpaid order is no
 * payment either. Anything else unpaid may still be confirmed by the callback.
 */
export function paymentOutcome(order: { paid: boolean; status: string }): PaymentOutcome {
  if (order.paid) return 'paid';
  return order.status === 'failed' || order.status === 'cancelled' ? 'failed' : 'awaiting';
}
