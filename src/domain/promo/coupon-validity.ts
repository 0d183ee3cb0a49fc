import {
  WC_COUPON_ERRORS,
  type Coupon,
  type CouponLine,
  type PromoErrorCode,
  type WcCouponError,
} from './coupon';

export type CouponCheck =
  | { ok: true; code: string; discount: number; lineDiscounts: number[]; freeShipping: boolean }
  | { ok: false; error: PromoErrorCode };

const kopecks = (uah: number) => Math.round(uah * 100);
const lineKopecks = (line: CouponLine) => kopecks(line.price) * line.quantity;

function emailAllowed(email: string, patterns: string[]): boolean {
  const address = email.trim().toLowerCase();
  return patterns.some((pattern) => {
    const escaped = pattern
      .trim()
      .toLowerCase()
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*');
    return new RegExp(`^${escaped}$`).test(address);
  });
}

/** WC_Coupon::is_valid_for_product: in the allowed products/categories and not excluded. */
function validForLine(coupon: Coupon, line: CouponLine): boolean {
  const ids = [line.productId, line.variationId];
  const allowedProduct = coupon.productIds.length === 0 || ids.some((id) => coupon.productIds.includes(id));
  const allowedCategory =
    coupon.categoryIds.length === 0 || line.categoryIds.some((id) => coupon.categoryIds.includes(id));
  const excluded =
    ids.some((id) => coupon.excludedProductIds.includes(id)) ||
    line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id)) ||
    (coupon.excludeSaleItems && line.onSale);
  return allowedProduct && allowedCategory && !excluded;
}

/**
 * WC_Discounts::is_coupon_valid, in WooCommerce's order and stopping at the first failure:
 * usage limit → per-user limit → expiry → minimum → maximum → product ids → categories → excluded
 * items → eligible items (sale items, excluded products/categories) → allowed e-mails. The answer
 * is WC_Coupon's error number.
 */
function firstFailure(coupon: Coupon, lines: CouponLine[], email: string, now: Date): WcCouponError | null {
  const user = email.trim().toLowerCase();
  if (coupon.usageLimit !== null && coupon.usageCount >= coupon.usageLimit) return 106;
  if (coupon.usageLimitPerUser !== null && user) {
    const uses = coupon.usedBy.filter((entry) => entry.trim().toLowerCase() === user).length;
    if (uses >= coupon.usageLimitPerUser) return 106;
  }
  if (coupon.expiresAt && now.getTime() > coupon.expiresAt.getTime()) return 107;

  const subtotal = lines.reduce((sum, line) => sum + lineKopecks(line), 0);
  if (coupon.minimumAmount > 0 && subtotal < kopecks(coupon.minimumAmount)) return 108;
  if (coupon.maximumAmount > 0 && subtotal > kopecks(coupon.maximumAmount)) return 112;

  const inProducts = (line: CouponLine) =>
    coupon.productIds.includes(line.productId) || coupon.productIds.includes(line.variationId);
  if (coupon.productIds.length > 0 && !lines.some(inProducts)) return 109;
  const inCategories = (line: CouponLine) => line.categoryIds.some((id) => coupon.categoryIds.includes(id));
  if (coupon.categoryIds.length > 0 && !lines.some(inCategories)) return 109;

  if (coupon.discountType === 'fixed_product') {
    // A product coupon needs one line it may discount (109); excluded lines simply get nothing.
    if (!lines.some((line) => validForLine(coupon, line))) return 109;
  } else {
    // A cart coupon refuses the whole cart when any line is on sale (110) or excluded (113, 114).
    if (coupon.excludeSaleItems && lines.some((line) => line.onSale)) return 110;
    const excludedProduct = (line: CouponLine) =>
      [line.productId, line.variationId].some((id) => coupon.excludedProductIds.includes(id));
    if (lines.some(excludedProduct)) return 113;
    const excludedCategory = (line: CouponLine) =>
      line.categoryIds.some((id) => coupon.excludedCategoryIds.includes(id));
    if (lines.some(excludedCategory)) return 114;
  }

  if (coupon.emailRestrictions.length > 0 && !(user && emailAllowed(user, coupon.emailRestrictions))) {
    return 102;
  }
  return null;
}

/** Spreads `total` kopecks over lines by weight, flooring each and handing the remainder out a kopeck at a time, as WooCommerce does. */
function spread(total: number, weights: number[]): number[] {
  const base = weights.reduce((sum, w) => sum + w, 0);
  if (base === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / base));
  let remainder = total - shares.reduce((sum, s) => sum + s, 0);
  for (let i = 0; remainder > 0 && i < shares.length; i += 1) {
    if (weights[i] > shares[i]) {
      shares[i] += 1;
      remainder -= 1;
    }
  }
  return shares;
}

/**
 * Per-line discounts in kopecks, the way WC_Discounts applies each type: percent of every eligible
 * line (the cart total rounded once, then spread), fixed_cart spread over eligible lines in
 * proportion to their totals and capped at them, fixed_product per eligible piece, capped at the line.
 */
function couponLineDiscounts(coupon: Coupon, lines: CouponLine[]): number[] {
  const totals = lines.map((line, i) => (validForLine(coupon, line) ? lineKopecks(lines[i]) : 0));
  const eligibleTotal = totals.reduce((sum, t) => sum + t, 0);
  switch (coupon.discountType) {
    case 'percent':
      return spread(Math.min(eligibleTotal, Math.round((eligibleTotal * coupon.amount) / 100)), totals);
    case 'fixed_cart':
      return spread(Math.min(eligibleTotal, kopecks(coupon.amount)), totals);
    case 'fixed_product':
      return lines.map((line, i) =>
        totals[i] > 0 ? Math.min(totals[i], kopecks(coupon.amount) * line.quantity) : 0,
      );
  }
}

/** Whether WooCommerce would accept `coupon` for these lines and e-mail, and the discount it would give (UAH). */
export function checkCoupon(
  coupon: Coupon | null,
  lines: CouponLine[],
  email: string,
  now: Date,
): CouponCheck {
  if (!coupon) return { ok: false, error: 'coupon_not_found' };
  const failure = firstFailure(coupon, lines, email, now);
  // Spec §5: without an e-mail an e-mail-bound coupon asks for one rather than refusing it.
  if (failure === 102 && !email.trim()) return { ok: false, error: 'email_required' };
  if (failure) return { ok: false, error: WC_COUPON_ERRORS[failure] };
  const perLine = couponLineDiscounts(coupon, lines);
  return {
    ok: true,
    code: coupon.code,
    discount: perLine.reduce((sum, d) => sum + d, 0) / 100,
    lineDiscounts: perLine.map((d) => d / 100),
    freeShipping: coupon.freeShipping,
  };
}

/** WooCommerce stores codes lowercased and compares them case-insensitively. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLowerCase();
}
