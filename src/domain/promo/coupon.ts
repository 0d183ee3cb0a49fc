/** A WooCommerce coupon as the storefront reasons about it (converted at src/server/woocommerce/coupons.ts). */
export type Coupon = {
  code: string;
  discountType: 'percent' | 'fixed_cart' | 'fixed_product';
  /** Percent for `percent`, UAH otherwise. */
  amount: number;
  /** Expiry instant; null when the coupon never expires. */
  expiresAt: Date | null;
  usageCount: number;
  usageLimit: number | null;
  usageLimitPerUser: number | null;
  /** Billing e-mails (guests) or user ids of earlier uses. */
  usedBy: string[];
  productIds: number[];
  excludedProductIds: number[];
  categoryIds: number[];
  excludedCategoryIds: number[];
  excludeSaleItems: boolean;
  /** 0 means no minimum / maximum, as WooCommerce stores it. */
  minimumAmount: number;
  maximumAmount: number;
  /** Allowed billing e-mails; `*` is a wildcard. Empty: anybody. */
  emailRestrictions: string[];
  freeShipping: boolean;
};

/** One line the coupon is checked against, priced from the catalogue (never from the browser). */
export type CouponLine = {
  productId: number;
  /** 0 for a simple product. */
  variationId: number;
  quantity: number;
  /** UAH per piece. */
  price: number;
  onSale: boolean;
  categoryIds: number[];
};

export type PromoErrorCode =
  | 'coupon_not_found'
  | 'coupon_expired'
  | 'coupon_usage_limit_reached'
  | 'coupon_not_for_sale_items'
  | 'coupon_not_applicable'
  | 'coupon_email_mismatch'
  | 'email_required';

/**
 * WC_Coupon's error numbers (WC_Discounts::is_coupon_valid) as the spec's codes: the storefront
 * applies WooCommerce's rules itself, number by number. Minimum and maximum spend (108, 112) and
 * exclusions (113, 114) have no code of their own in the spec and read as "not applicable".
 */
export const WC_COUPON_ERRORS = {
  102: 'coupon_email_mismatch',
  105: 'coupon_not_found',
  106: 'coupon_usage_limit_reached',
  107: 'coupon_expired',
  108: 'coupon_not_applicable',
  109: 'coupon_not_applicable',
  110: 'coupon_not_for_sale_items',
  112: 'coupon_not_applicable',
  113: 'coupon_not_applicable',
  114: 'coupon_not_applicable',
} as const satisfies Record<number, PromoErrorCode>;

export type WcCouponError = keyof typeof WC_COUPON_ERRORS;
