import type { CartItem } from '@/domain/cart/cart-item';
import { cartSubtotal } from '@/domain/cart/cart-rules';
import { roundMoney } from '@/domain/money';
import { cardPaymentFee } from './card-fee';
import type { PaymentMethod } from './order-schema';

export type CheckoutSummary = { goods: number; discount: number; fee: number; total: number };

/**
 * The amounts the checkout shows before ordering: the goods as listed, the discount the promo route
 * answered, the 2% card fee for WayForPay. Delivery is paid to the carrier, so it is not included.
 * The server prices the order again; the accepted popup shows its figures.
 */
export function checkoutSummary(cart: CartItem[], discount: number, payment: PaymentMethod): CheckoutSummary {
  const goods = cartSubtotal(cart);
  const afterDiscount = Math.max(0, roundMoney(goods - discount));
  const fee = payment === 'wayforpay' ? cardPaymentFee(afterDiscount) : 0;
  return { goods, discount, fee, total: roundMoney(afterDiscount + fee) };
}
