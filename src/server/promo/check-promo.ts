/*
 * Use case: check a promo code. The checkout page asks whether a code applies to the cart before
 * ordering: the coupon is read from WooCommerce (uncached, for its current usage count) and
 * WooCommerce's rules applied to the cart priced from the catalogue. A preview only: placing the
 * order re-validates the coupon (src/server/checkout/place-order.ts) and WooCommerce decides.
 */
import 'server-only';
import { checkCoupon, type CouponCheck } from '@/domain/promo/coupon-validity';
import { promoCouponLines } from '@/domain/promo/promo-lines';
import type { PromoRequest } from '@/domain/promo/promo-schema';
import { loadCheckoutCatalog } from '@/server/woocommerce/checkout-catalog';
import { findCouponByCode } from '@/server/woocommerce/coupons';

/** Whether WooCommerce would accept `code` for this cart and e-mail, and the discount it would give. */
export async function checkPromo(
  { code, email, items, sets, locale }: PromoRequest,
  now = new Date(),
): Promise<CouponCheck> {
  const [coupon, catalog] = await Promise.all([
    findCouponByCode(code),
    loadCheckoutCatalog(
      {
        lines: items.map((i) => ({ id: i.id, variationId: i.variation_id })),
        setSizes: sets.map((s) => s.size),
        certificateTypes: [],
        // Gifts are free: a coupon never discounts them.
        withGifts: false,
      },
      locale,
    ),
  ]);
  return checkCoupon(coupon, promoCouponLines({ items, sets }, catalog), email, now);
}
