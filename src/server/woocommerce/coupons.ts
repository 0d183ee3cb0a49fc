import 'server-only';
import { z } from 'zod';
import type { Coupon, PromoErrorCode } from '@/domain/promo/coupon';
import { normalizeCouponCode } from '@/domain/promo/coupon-validity';
import { wooGetFresh } from './write';

const idList = z.array(z.number()).default([]);

const wooCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  amount: z.string().default('0'),
  discount_type: z.enum(['percent', 'fixed_cart', 'fixed_product']).catch('fixed_cart'),
  date_expires_gmt: z.string().nullish(),
  date_expires: z.string().nullish(),
  usage_count: z.number().default(0),
  usage_limit: z.number().nullish(),
  usage_limit_per_user: z.number().nullish(),
  used_by: z.array(z.union([z.string(), z.number()]).transform(String)).default([]),
  product_ids: idList,
  excluded_product_ids: idList,
  product_categories: idList,
  excluded_product_categories: idList,
  exclude_sale_items: z.boolean().default(false),
  minimum_amount: z.string().default('0'),
  maximum_amount: z.string().default('0'),
  email_restrictions: z.array(z.string()).default([]),
  free_shipping: z.boolean().default(false),
});
type WooCoupon = z.infer<typeof wooCouponSchema>;

/** WooCommerce writes dates without a zone; the `_gmt` twin is UTC. */
function expiry(coupon: WooCoupon): Date | null {
  const value = coupon.date_expires_gmt ?? coupon.date_expires;
  if (!value) return null;
  const date = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function mapCoupon(coupon: WooCoupon): Coupon {
  return {
    code: coupon.code,
    discountType: coupon.discount_type,
    amount: Number(coupon.amount) || 0,
    expiresAt: expiry(coupon),
    usageCount: coupon.usage_count,
    usageLimit: coupon.usage_limit ?? null,
    usageLimitPerUser: coupon.usage_limit_per_user ?? null,
    usedBy: coupon.used_by,
    productIds: coupon.product_ids,
    excludedProductIds: coupon.excluded_product_ids,
    categoryIds: coupon.product_categories,
    excludedCategoryIds: coupon.excluded_product_categories,
    excludeSaleItems: coupon.exclude_sale_items,
    minimumAmount: Number(coupon.minimum_amount) || 0,
    maximumAmount: Number(coupon.maximum_amount) || 0,
    emailRestrictions: coupon.email_restrictions,
    freeShipping: coupon.free_shipping,
  };
}

/**
 * The coupon with this code, or null. Uncached: its usage count must be current. WooCommerce has
 * no "validate coupon" call, so the storefront reads the coupon and applies WooCommerce's rules
 * itself (src/features/promo/coupon-validity.ts); the order create re-validates authoritatively.
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
