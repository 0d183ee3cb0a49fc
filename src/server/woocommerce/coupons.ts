import 'server-only';
import { z } from 'zod';
import type { Coupon, PromoErrorCode } from '@/domain/promo/coupon';
import { normalizeCouponCode } from '@/domain/promo/coupon-validity';
import { wooGetFresh } from './client';
import { mapCoupon } from './map';
import { wooCouponSchema } from './schemas';

/**
 * The coupon with this code, or null. Uncached: its usage count must be current. WooCommerce has
 * no "validate coupon" call, so the storefront reads the coupon and applies WooCommerce's rules
 * itself (src/domain/promo/coupon-validity.ts); the order create re-validates authoritatively.
 */
export async function findCouponByCode(code: string): Promise<Coupon | null> {
  const wanted = normalizeCouponCode(code);
  if (!wanted) return null;
  const coupons = await wooGetFresh('coupons', z.array(wooCouponSchema), { code: wanted });
  // `code=` is an exact (case-insensitive) match in WooCommerce, but stay strict about what we accept.
  const coupon = coupons.find((c) => normalizeCouponCode(c.code) === wanted);
  return coupon ? mapCoupon(coupon) : null;
}

/**
 * The order create's coupon failure (400 woocommerce_rest_invalid_coupon) carries only WC_Coupon's
 * English message, so the code is recovered from the texts of its error numbers.
 */
export function couponErrorFromMessage(message: string): PromoErrorCode {
  const text = message.toLowerCase();
  if (text.includes('does not exist') || text.includes('is required')) return 'coupon_not_found';
  // 106, and 115/116: the last use is held by an unfinished order.
  if (text.includes('usage limit') || text.includes('not yet complete') || text.includes('is currently'))
    return 'coupon_usage_limit_reached';
  if (text.includes('expired')) return 'coupon_expired';
  if (text.includes('sale items')) return 'coupon_not_for_sale_items';
  if (text.includes('email')) return 'coupon_email_mismatch';
  return 'coupon_not_applicable';
}
