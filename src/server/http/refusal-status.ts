import type { CartRefusal } from '@/domain/checkout/order-lines';
import type { ValidationCode } from '@/domain/checkout/order-schema';
import type { PromoErrorCode } from '@/domain/promo/coupon';

const CART: Record<CartRefusal, 400> = {
  cart_empty: 400,
  set_incomplete: 400,
  gift_invalid: 400,
  product_unavailable: 400,
  certificate_details_required: 400,
  quantity_over_stock: 400,
  quantity_over_line_limit: 400,
  order_quantity_over_limit: 400,
};

const PROMO: Record<PromoErrorCode, 400> = {
  coupon_not_found: 400,
  coupon_expired: 400,
  coupon_usage_limit_reached: 400,
  coupon_not_for_sale_items: 400,
  coupon_not_applicable: 400,
  coupon_email_mismatch: 400,
  email_required: 400,
};

const VALIDATION: Record<ValidationCode | 'bad_request', 400> = {
  bad_request: 400,
  required: 400,
  phone: 400,
  email: 400,
};

/**
 * The HTTP status of every refusal a use case or a route's guard answers, by its domain code: the
 * one place a code becomes a status. A code missing here does not compile where a route answers it
 * (answerRefusal). The `*_failed` and `unavailable` codes are a platform's failure: 502, or 503 with
 * Retry-After when the refusal's cause is a platform that did not answer (refusal-response.ts).
 */
export const REFUSAL_STATUS = {
  ...CART,
  ...PROMO,
  ...VALIDATION,
  // the guard (src/server/rate-limit/form-guard.ts)
  captcha_failed: 400,
  rate_limited: 429,
  // orders
  idempotency_key_required: 400,
  idempotency_key_reused: 422,
  order_in_progress: 409,
  order_failed: 502,
  // callback
  callback_failed: 502,
  // hint a gift
  link_in_text: 400,
  not_found: 404,
  upstream_unavailable: 502,
  // newsletter
  subscription_failed: 502,
  // reviews
  invalid_review: 400,
  cross_site_request: 403,
  review_duplicate: 409,
  review_failed: 502,
  // tracking
  order_not_found: 404,
  unavailable: 502,
  // prize wheel
  consent_required: 400,
  order_required: 403,
  wheel_not_found: 404,
  already_received: 409,
  spin_failed: 502,
} as const satisfies Record<string, 400 | 403 | 404 | 409 | 422 | 429 | 502>;

export type RefusalCode = keyof typeof REFUSAL_STATUS;
