import 'server-only';
import { isValidEmail } from '@/domain/checkout/contact-rules';
import { catalogueRequestFor } from '@/domain/checkout/order-lines';
import { orderAmounts, type OrderAmountsResult } from '@/domain/checkout/order-amounts';
import type { QuoteRequest } from '@/domain/checkout/order-schema';
import { serverEnv } from '@/server/env';
import { loadCheckoutCatalogue } from '@/server/woocommerce/checkout-catalogue';
import { findCouponByCode } from '@/server/woocommerce/coupons';

/**
 * The checkout's summary as placing the order would price it: the cart from the catalogue (a price
 * the browser remembers may be out of date), the promo by WooCommerce's rules. An e-mail that is not
 * valid yet counts as none.
 */
export async function quoteCheckout(input: QuoteRequest, now = new Date()): Promise<OrderAmountsResult> {
  const email = isValidEmail(input.email) ? input.email : '';
  const [catalogue, coupon] = await Promise.all([
    loadCheckoutCatalogue(catalogueRequestFor(input), input.locale),
    input.promo ? findCouponByCode(input.promo) : null,
  ]);
  return orderAmounts({ ...input, email }, catalogue, coupon, now, serverEnv().orderLimits);
}
