import { COUPON_MESSAGES, type CouponMessages } from './coupon-messages';
import type { CouponDoc } from './model';

export interface CouponLine {
  product_id: number;
  variation_id: number;
  quantity: number;
  /** Unit price the line is charged at (the catalogue's active price). */
  price: number;
  on_sale: boolean;
  category_ids: number[];
  /** For WooCommerce's 113/114 messages, which name the excluded products and categories. */
  name: string;
  category_names: string[];
}

export class CouponError extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
  }
}

const money = (n: number) => `₴${n.toFixed(2)}`;

const emailMatches = (email: string, allowed: string[]) =>
  allowed.some((pattern) => {
    const re = new RegExp(
      `^${pattern
        .toLowerCase()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')}$`,
    );
    return re.test(email.toLowerCase());
  });

const matchesProduct = (coupon: CouponDoc, line: CouponLine) =>
  (coupon.product_ids.length === 0 ||
    coupon.product_ids.includes(line.product_id) ||
    coupon.product_ids.includes(line.variation_id)) &&
  (coupon.product_categories.length === 0 ||
    line.category_ids.some((c) => coupon.product_categories.includes(c)));

const excluded = (coupon: CouponDoc, line: CouponLine) =>
  coupon.excluded_product_ids.includes(line.product_id) ||
  coupon.excluded_product_ids.includes(line.variation_id) ||
  line.category_ids.some((c) => coupon.excluded_product_categories.includes(c)) ||
  (coupon.exclude_sale_items && line.on_sale);

/**
 * WC_Discounts::is_coupon_valid, in its order, stopping at the first failure; the numbers are
 * WC_Coupon's error codes and the messages its texts, in the site's language.
 */
export function assertCouponValid(
  coupon: CouponDoc,
  lines: CouponLine[],
  email: string,
  now: Date,
  text: CouponMessages = COUPON_MESSAGES.en,
): void {
  const subtotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  if (coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit) {
    throw new CouponError(106, text.usageLimit);
  }
  if (coupon.usage_limit_per_user !== null && email) {
    const used = coupon.used_by.filter((u) => u.toLowerCase() === email.toLowerCase()).length;
    if (used >= coupon.usage_limit_per_user) throw new CouponError(106, text.usageLimit);
  }
  if (coupon.date_expires && new Date(`${coupon.date_expires}Z`).getTime() < now.getTime()) {
    throw new CouponError(107, text.expired);
  }
  const minimum = Number(coupon.minimum_amount);
  if (minimum > 0 && subtotal < minimum) {
    throw new CouponError(108, text.minimum(money(minimum)));
  }
  const maximum = Number(coupon.maximum_amount);
  if (maximum > 0 && subtotal > maximum) {
    throw new CouponError(112, text.maximum(money(maximum)));
  }
  if (
    (coupon.product_ids.length || coupon.product_categories.length) &&
    !lines.some((l) => matchesProduct(coupon, l))
  ) {
    throw new CouponError(109, text.notApplicable);
  }
  const cartType = coupon.discount_type !== 'fixed_product';
  if (cartType && coupon.exclude_sale_items && lines.some((l) => l.on_sale)) {
    throw new CouponError(110, text.saleItems);
  }
  if (cartType) {
    // WC_Discounts::validate_coupon_excluded_items: a cart coupon refuses a cart holding excluded items.
    const excludedLines = lines.filter(
      (l) =>
        coupon.excluded_product_ids.includes(l.product_id) ||
        coupon.excluded_product_ids.includes(l.variation_id),
    );
    if (excludedLines.length) {
      throw new CouponError(113, text.excludedProducts(excludedLines.map((l) => l.name).join(', ')));
    }
    const excludedCategories = lines.flatMap((l) =>
      l.category_ids.flatMap((id, i) =>
        coupon.excluded_product_categories.includes(id) ? [l.category_names[i]] : [],
      ),
    );
    if (excludedCategories.length) {
      throw new CouponError(114, text.excludedCategories([...new Set(excludedCategories)].join(', ')));
    }
  }
  if (!cartType && !lines.some((l) => matchesProduct(coupon, l) && !excluded(coupon, l))) {
    throw new CouponError(109, text.notApplicable);
  }
  if (coupon.email_restrictions.length && !emailMatches(email, coupon.email_restrictions)) {
    throw new CouponError(102, text.email(coupon.code));
  }
}

/** Per-line discounts in kopecks' precision, as WC_Discounts spreads them. */
export function couponDiscounts(coupon: CouponDoc, lines: CouponLine[]): number[] {
  const amount = Number(coupon.amount);
  const eligible = lines.map((l) => matchesProduct(coupon, l) && !excluded(coupon, l));
  const totals = lines.map((l) => l.price * l.quantity);
  const round = (n: number) => Math.round(n * 100) / 100;
  if (coupon.discount_type === 'percent') {
    return totals.map((t, i) => (eligible[i] ? round((t * amount) / 100) : 0));
  }
  if (coupon.discount_type === 'fixed_product') {
    return lines.map((l, i) => (eligible[i] ? round(Math.min(amount * l.quantity, totals[i])) : 0));
  }
  const base = totals.reduce((s, t, i) => s + (eligible[i] ? t : 0), 0);
  const cap = Math.min(amount, base);
  if (base === 0) return totals.map(() => 0);
  const shares = totals.map((t, i) => (eligible[i] ? round((cap * t) / base) : 0));
  // The rounding remainder goes to the first eligible line, so the shares add up to the coupon.
  const remainder = round(cap - shares.reduce((s, x) => s + x, 0));
  const first = eligible.indexOf(true);
  if (first >= 0) shares[first] = round(shares[first] + remainder);
  return shares;
}
