import { CARD_PAYMENT_FEE_RATE } from '@/config/shop';

/**
 * Spec §9: online card payment adds 2% of the amount for the goods after the discount (delivery is
 * paid to the carrier, so it is not part of it), rounded to kopecks.
 */
export function cardPaymentFee(itemsTotalAfterDiscount: number): number {
  const kopecks = Math.round(itemsTotalAfterDiscount * 100);
  return Math.round(kopecks * CARD_PAYMENT_FEE_RATE) / 100;
}
