'use client';

import { useT } from '@/i18n/use-t';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Language } from '@/config/shop';
import type { CartItem } from '@/domain/cart/cart-item';
import { cartToOrderLines } from '@/domain/cart/cart-order-lines';
import { quotedUnitPrices, type QuoteAnswer } from '@/domain/checkout/quote-answer';
import type { PaymentMethod } from '@/domain/checkout/order-schema';
import type { PromoVerdict } from './promo-atoms';
import type { UnavailableLine } from '@/domain/checkout/unavailable-lines';

/** Typing in the e-mail or changing a count asks once the shopper pauses, not on every key. */
const QUOTE_DELAY_MS = 250;

export type CheckoutQuote = {
  /** The server's amounts for the current cart, or null until they arrive (or when they cannot). */
  answer: QuoteAnswer | null;
  pending: boolean;
  /** Unit prices by cart line key from the latest answer, also while a newer one is on its way. */
  unitPrices: Map<string, number>;
  /** Why the amounts are not the server's, or why the cart cannot be ordered as it is. */
  problem: string | null;
  /** The order body's field the problem is about (`items.0`), when it names one. */
  problemField: string | null;
  /** product_unavailable: every line the shop no longer sells. */
  problemLines: UnavailableLine[];
};

const NO_PRICES = new Map<string, number>();
const NO_LINES: UnavailableLine[] = [];

type Settled = {
  body: string;
  answer: QuoteAnswer | null;
  problem: string | null;
  problemField?: string;
  problemLines?: UnavailableLine[];
  unitPrices: Map<string, number>;
};

/**
 * The checkout's amounts as the server prices them (POST /api/checkout/quote): the cart's remembered
 * prices may be out of date, and the discount and card fee are the server's rules. A quote with a
 * promo re-checks the coupon for the cart as it is; `onPromoVerdict` hears the answer.
 */
export function useCheckoutQuote({
  cart,
  gifts,
  promo,
  email,
  payment,
  lng,
  onPromoVerdict,
}: {
  cart: CartItem[];
  gifts: number[];
  promo?: string;
  email: string;
  payment: PaymentMethod;
  lng: Language;
  onPromoVerdict?: (verdict: PromoVerdict) => void;
}): CheckoutQuote {
  const { t } = useT('checkout');
  const promoChecked = useEffectEvent((verdict: PromoVerdict) => onPromoVerdict?.(verdict));
  const request = useMemo(
    () => ({
      cart,
      body:
        cart.length === 0
          ? ''
          : JSON.stringify({
              locale: lng,
              ...cartToOrderLines(cart),
              gifts,
              payment,
              // The e-mail matters only to a promo (a coupon may be tied to one).
              ...(promo && { promo, email }),
            }),
    }),
    [cart, gifts, promo, email, payment, lng],
  );
  const { body } = request;
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!body) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      let next: Settled;
      try {
        const response = await fetch('/api/checkout/quote', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
        });
        const json = (await response.json()) as QuoteAnswer & {
          error?: { message: string; field?: string; lines?: UnavailableLine[] };
        };
        // The cart, promo or e-mail changed while the answer was read: it is about another order.
        if (controller.signal.aborted) return;
        if (response.ok) {
          if (json.promo) {
            const { code, error } = json.promo;
            promoChecked(error ? { code, refusal: error.message } : { code, discount: json.discount });
          }
          next = {
            body,
            answer: json,
            problem: null,
            unitPrices: quotedUnitPrices(request.cart, json.prices),
          };
        } else if (response.status < 500 && json.error) {
          next = {
            body,
            answer: null,
            problem: json.error.message,
            problemField: json.error.field,
            problemLines: json.error.lines,
            unitPrices: new Map(),
          };
        } else throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('POST /api/checkout/quote failed', error);
        next = { body, answer: null, problem: t('errors.quote_unavailable'), unitPrices: new Map() };
      }
      setSettled((previous) =>
        // A failed quote keeps the prices an earlier one gave: they are still the best known.
        next.answer || !previous ? next : { ...next, unitPrices: previous.unitPrices },
      );
    }, QUOTE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body, request, t]);

  const current = settled?.body === body ? settled : null;
  return {
    answer: current?.answer ?? null,
    pending: Boolean(body) && !current,
    unitPrices: settled?.unitPrices ?? NO_PRICES,
    problem: current?.problem ?? null,
    problemField: current?.problemField ?? null,
    problemLines: current?.problemLines ?? NO_LINES,
  };
}
