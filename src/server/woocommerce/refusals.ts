import 'server-only';
import { WooCommerceError } from './client';

/*
 * WooCommerce's refusals a use case acts on, as errors of their own: the codes they come with are
 * WooCommerce's wire format and stay in this folder. Each is still a WooCommerceError (its status,
 * code and path are logged as they came).
 */

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

/**
 * An order create's failure as the refusal it is, or as it came. WooCommerce refuses no line that names
 * an id (WC_REST_Orders_V2_Controller::prepare_line_items in WooCommerce 10.0: a draft is sold at its
 * price, a deleted product becomes a line without one at 0, stock is not checked), so what an order may
 * hold is decided before the create, against the live stock and status (server/checkout/stock-check.ts).
 */
export function orderRefusal(error: unknown): unknown {
  if (!(error instanceof WooCommerceError)) return error;
  if (error.code === 'woocommerce_rest_invalid_coupon') return new CouponRefusedError(error);
  return error;
}

/** A review create's failure as the refusal it is, or as it came. */
export function reviewRefusal(error: unknown): unknown {
  return error instanceof WooCommerceError && error.code === 'woocommerce_rest_comment_duplicate'
    ? new DuplicateReviewError(error)
    : error;
}
