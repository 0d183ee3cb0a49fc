import 'server-only';
import { WooCommerceError } from './client';

/*
 * WooCommerce's refusals a use case acts on, as errors of their own: the codes they come with are
 * WooCommerce's wire format and stay in this folder. Each is still a WooCommerceError (its status,
 * code and path are logged as they came).
 */

/** WooCommerce refused a line of an order the catalogue read still allowed (sold out in between). */
export class ProductRefusedError extends WooCommerceError {
  constructor(error: WooCommerceError) {
    super(error.message, error.status, error.code, error.path);
    this.name = 'ProductRefusedError';
  }
}

/**
 * WooCommerce refused an order's coupon. Its answer says nothing else a program can read:
 * WC_REST_Orders_V2_Controller re-throws WC_Discounts' error with its message only (in the site's
 * language) and `data: {status: 400}`, dropping the WC_Coupon error number.
 */
export class CouponRefusedError extends WooCommerceError {
  constructor(error: WooCommerceError) {
    super(error.message, error.status, error.code, error.path);
    this.name = 'CouponRefusedError';
  }
}

/** WooCommerce already has this review (same product, author and text). */
export class DuplicateReviewError extends WooCommerceError {
  constructor(error: WooCommerceError) {
    super(error.message, error.status, error.code, error.path);
    this.name = 'DuplicateReviewError';
  }
}

const PRODUCT_REFUSALS = [
  'woocommerce_rest_invalid_product_id',
  'woocommerce_rest_invalid_variation_id',
  'woocommerce_rest_product_out_of_stock',
  'woocommerce_rest_invalid_item_quantity',
];

/** An order create's failure as the refusal it is, or as it came. */
export function orderRefusal(error: unknown): unknown {
  if (!(error instanceof WooCommerceError)) return error;
  if (PRODUCT_REFUSALS.includes(error.code)) return new ProductRefusedError(error);
  if (error.code === 'woocommerce_rest_invalid_coupon') return new CouponRefusedError(error);
  return error;
}

/** A review create's failure as the refusal it is, or as it came. */
export function reviewRefusal(error: unknown): unknown {
  return error instanceof WooCommerceError && error.code === 'woocommerce_rest_comment_duplicate'
    ? new DuplicateReviewError(error)
    : error;
}
