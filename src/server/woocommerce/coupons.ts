import 'server-only';
import { z } from 'zod';
import type { Coupon } from '@/domain/promo/coupon';
import { normalizeCouponCode } from '@/domain/promo/coupon-validity';
import { wooGetFresh } from './client';
import { mapCoupon } from './map-coupon';
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
