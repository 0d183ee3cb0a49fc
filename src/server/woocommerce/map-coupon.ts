import type { Coupon } from '@/domain/promo/coupon';
import { parseMoney } from '@/domain/money';
import { utc } from './map-fields';
import type { WooCoupon } from './schemas';

/** WooCommerce writes dates without a zone; the `_gmt` twin is UTC. */
function expiry(coupon: WooCoupon): Date | null {
  const value = coupon.date_expires_gmt ?? coupon.date_expires;
  if (!value) return null;
  const date = utc(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function mapCoupon(coupon: WooCoupon): Coupon {
  return {
    code: coupon.code,
    discountType: coupon.discount_type,
    amount: parseMoney(coupon.amount) ?? 0,
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
    minimumAmount: parseMoney(coupon.minimum_amount) ?? 0,
    maximumAmount: parseMoney(coupon.maximum_amount) ?? 0,
    emailRestrictions: coupon.email_restrictions,
    freeShipping: coupon.free_shipping,
  };
}
