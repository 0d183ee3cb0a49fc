import 'server-only';
import { isValidEmail } from '@/domain/checkout/contact-rules';
import { catalogRequestFor } from '@/domain/checkout/order-lines';
import { orderAmounts, type OrderAmountsResult } from '@/domain/checkout/order-amounts';
import type { QuoteRequest } from '@/domain/checkout/order-schema';
import { serverEnv } from '@/server/env';
import { loadCheckoutCatalog } from '@/server/woocommerce/checkout-catalog';
import { findCouponByCode } from '@/server/woocommerce/coupons';

/**
 * The checkout's summary as placing the order would price it: the cart from the catalogue (a price
 * the browser remembers may be out of date), the promo by WooCommerce's rules. An e-mail that is not
 * valid yet counts as none.
 */
export async function quoteCheckout(input: QuoteRequest, now = new Date()): Promise<OrderAmountsResult> {
  const email = isValidEmail(input.email) ? input.email : '';
  const [catalog, coupon] = await Promise.all([
    loadCheckoutCatalog(catalogRequestFor(input), input.locale),
    input.promo ? findCouponByCode(input.promo) : null,
  ]);
  return orderAmounts({ ...input, email }, catalog, coupon, now, serverEnv().orderLimits);
}
