'use client';

import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { pushEcommerce } from '@/features/analytics/data-layer';
import { cartLineToGa4Item, valuedItems } from '@/features/analytics/ga4-items';
import type { CartItem } from '@/domain/cart/cart-item';
import { cartNeedsDelivery, type ShippingMethod } from '@/domain/checkout/shipment';
import type { CheckoutForm } from './checkout-form-schema';
import type { DeliveryMethod, PaymentMethod } from '@/domain/checkout/order-schema';

/** The delivery method once its required fields are filled (what the form's schema requires), else null. */
export function completedShippingTier(delivery: CheckoutForm['delivery']): DeliveryMethod | null {
  const filled = (value: string) => value.trim() !== '';
  if (!filled(delivery.city)) return null;
  const complete =
    delivery.method === 'courier'
      ? filled(delivery.street) && filled(delivery.house)
      : filled(delivery.department);
  return complete ? delivery.method : null;
}

/**
 * GA4's checkout steps as the shopper takes them: add_shipping_info when the delivery is complete
 * (again only if the method changes), add_payment_info when a payment method is chosen. A shopper
 * who keeps the preselected payment never chooses one, so placing the order sends whichever of the
 * two is still missing for the values submitted. An order of electronic certificates only has no
 * delivery to complete: it sends shipping tier `email` when placed.
 */
export function useCheckoutStepEvents(control: Control<CheckoutForm>, cart: CartItem[], coupon?: string) {
  const sent = useRef<{ shipping: ShippingMethod | null; payment: PaymentMethod | null }>({
    shipping: null,
    payment: null,
  });
  const latest = useRef({ cart, coupon });
  useEffect(() => {
    latest.current = { cart, coupon };
  });

  const ecommerce = () => ({
    ...valuedItems(latest.current.cart.map((line, i) => cartLineToGa4Item(line, i))),
    ...(latest.current.coupon && { coupon: latest.current.coupon }),
  });
  const shippingInfo = (tier: ShippingMethod) => {
    if (!latest.current.cart.length || sent.current.shipping === tier) return;
    sent.current.shipping = tier;
    pushEcommerce('add_shipping_info', { ...ecommerce(), shipping_tier: tier });
  };
  const paymentInfo = (type: PaymentMethod) => {
    if (!latest.current.cart.length || sent.current.payment === type) return;
    sent.current.payment = type;
    pushEcommerce('add_payment_info', { ...ecommerce(), payment_type: type });
  };

  const delivery = useWatch({ control, name: 'delivery' });
  const tier = cartNeedsDelivery(cart) ? completedShippingTier(delivery) : null;
  useEffect(() => {
    if (tier) shippingInfo(tier);
  }, [tier, cart.length]); // eslint-disable-line react-hooks/exhaustive-deps

  return {
    paymentChosen: paymentInfo,
    beforeOrder(values: CheckoutForm) {
      shippingInfo(cartNeedsDelivery(latest.current.cart) ? values.delivery.method : 'email');
      paymentInfo(values.payment);
    },
    /** After an order: the next checkout is a new one. */
    reset() {
      sent.current = { shipping: null, payment: null };
    },
  };
}
