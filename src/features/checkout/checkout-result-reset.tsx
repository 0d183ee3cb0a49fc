'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { pushEcommerce } from '@/features/analytics/data-layer';
import { clearCartAtom } from '@/features/cart/cart-atoms';
import { clearGiftsAtom } from '@/features/gifts/gift-atoms';
import { resetCheckoutAtom } from './checkout-atoms';
import { purchasePayload, takePendingPurchase } from './checkout-purchase';

/**
 * Back from WayForPay: `purchase` once for the order this tab placed, then the spec §4 reset. A
 * reload or another tab finds no pending purchase and changes nothing. A declined payment is no
 * purchase: the cart and the form stay, so the shopper can order again another way.
 */
export function CheckoutResultReset({
  orderId,
  number,
  total,
  declined,
}: {
  orderId: number;
  number: string;
  total: number;
  declined: boolean;
}) {
  const clearCart = useSetAtom(clearCartAtom);
  const clearGifts = useSetAtom(clearGiftsAtom);
  const resetCheckout = useSetAtom(resetCheckoutAtom);
  useEffect(() => {
    const pending = takePendingPurchase(orderId);
    if (!pending || declined) return;
    pushEcommerce('purchase', purchasePayload({ number, total }, pending.items, pending.coupon));
    clearCart();
    clearGifts();
    resetCheckout();
  }, [orderId, number, total, declined, clearCart, clearGifts, resetCheckout]);
  return null;
}
