import { roundMoney } from '@/domain/money';
import type { Coupon, PromoErrorCode } from '@/domain/promo/coupon';
import { checkCoupon } from '@/domain/promo/coupon-validity';
import { cardPaymentFee } from './card-fee';
import type { CheckoutCatalog } from './catalog-item';
import { couponLinesOf, resolveOrderLines, type CartRefusalResult, type OrderLine } from './order-lines';
import type { OrderLimits } from './quantity-rules';
import type { OrderRequest, PaymentMethod } from './order-schema';

type OrderAmountsInput = Pick<OrderRequest, 'items' | 'sets' | 'gifts' | 'certificates' | 'promo'> & {
  payment: PaymentMethod;
  email: string;
};

type OrderAmounts = {
  lines: OrderLine[];
  /** Goods at catalogue prices, before the discount. */
  goods: number;
  discount: number;
  /** Spec §9: 2% of the goods after the discount, for an online card payment. */
  fee: number;
  /** The amount to pay; delivery is paid to the carrier and is not part of it. */
  total: number;
  /** The promo that was asked for and does not apply, with WooCommerce's reason. */
  couponError?: PromoErrorCode;
};

export type OrderAmountsResult = ({ ok: true } & OrderAmounts) | CartRefusalResult;

/**
 * The order's amounts from the catalogue and the coupon, the same for the checkout page's summary and
 * the order about to be created; WooCommerce computes the order itself again from the same prices.
 */
export function orderAmounts(
  input: OrderAmountsInput,
  catalog: CheckoutCatalog,
  coupon: Coupon | null,
  now: Date,
  limits: OrderLimits,
): OrderAmountsResult {
  const resolved = resolveOrderLines(input, catalog, limits);
  if (!resolved.ok) return resolved;
  const goods = roundMoney(resolved.lines.reduce((sum, l) => sum + l.price * l.quantity, 0));

  let discount = 0;
  let couponError: PromoErrorCode | undefined;
  // Spec §5: a promo code needs the e-mail (a coupon may be tied to one, or limited per shopper).
  if (input.promo && !input.email) couponError = 'email_required';
  else if (input.promo) {
    const check = checkCoupon(coupon, couponLinesOf(resolved.lines), input.email, now);
    if (check.ok) discount = check.discount;
    else couponError = check.error;
  }
  const afterDiscount = Math.max(0, roundMoney(goods - discount));
  const fee = input.payment === 'wayforpay' ? cardPaymentFee(afterDiscount) : 0;
  return {
    ok: true,
    lines: resolved.lines,
    goods,
    discount,
    fee,
    total: roundMoney(afterDiscount + fee),
    ...(couponError && { couponError }),
  };
}
