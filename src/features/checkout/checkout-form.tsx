'use client';

import dynamic from 'next/dynamic';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useT } from '@/i18n/use-t';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { pushEcommerce } from '@/features/analytics/data-layer';
import { campaignOfOrder } from '@/features/analytics/campaign-visit-storage';
import { useCaptcha } from '@/features/captcha/use-captcha';
import { cartLineToGa4Item, valuedItems } from '@/features/analytics/ga4-items';
import { cartAtom, clearCartAtom, removeFromCartAtom } from '@/features/cart/cart-atoms';
import { canCheckout, cartPieces, lineKey } from '@/domain/cart/cart-rules';
import { CheckSetPrompt } from '@/features/discovery-set/check-set-prompt';
import { clearGiftsAtom, giftSelectionAtom } from '@/features/gifts/gift-atoms';
import {
  checkoutDraftAtom,
  checkoutStageAtom,
  idempotencyKeyAtom,
  resetCheckoutAtom,
} from './checkout-atoms';
import {
  checkoutFormSchema,
  emailOrderFormSchema,
  emptyCheckoutForm,
  orderRequestBody,
  type CheckoutForm as CheckoutFormValues,
} from './checkout-form-schema';
import { purchasePayload, savePendingPurchase } from './checkout-purchase';
import { useCheckoutStepEvents } from './checkout-step-events';
import { withUnitPrices } from '@/domain/checkout/quote-answer';
import { checkoutSummary } from '@/domain/checkout/checkout-summary';
import { placedOrderSchema, type PaymentForm } from '@/domain/checkout/order-answer';
import { cartNeedsDelivery } from '@/domain/checkout/shipment';
import { readApiError } from '@/domain/outcome/read-api-error';
import { ContactFields } from './contact-fields';
import { DeliveryFields, EmailDelivery } from './delivery-fields';
import { OrderAcceptedNotice } from './order-accepted-notice';
import { OrderAcceptedPopup, type AcceptedOrder } from './order-accepted-popup';
import { formFieldOfOrderError, lineProblemsOf, type LineProblem } from './order-error-field';
import { OrderSummary } from './order-summary';
import { PaymentFields } from './payment-fields';
import { appliedPromoAtom, recheckPromoAtom } from './promo-atoms';
import { PromoField } from './promo-field';
import { useCheckoutQuote } from './use-checkout-quote';
import { WayforpayRedirect } from './wayforpay-redirect';
import styles from './checkout.module.css';

// Loaded when the shopper chooses to spin, not with the checkout.
const WheelPopup = dynamic(() => import('@/features/wheel/wheel-popup').then((m) => m.WheelPopup), {
  ssr: false,
});

const NO_GIFTS: number[] = [];

/** The whole checkout: contact, delivery, payment, promo and summary; one order per attempt. */
/**
 * `afterWheelId`: the after-purchase prize wheel, offered in the order-accepted popup (a card
 * payment's shopper meets it on the result page instead).
 */
export function CheckoutForm({ lng, afterWheelId = null }: { lng: Language; afterWheelId?: number | null }) {
  const { t } = useT(['checkout', 'cart', 'common']);
  const cart = useAtomValue(cartAtom);
  // Spec §9: electronic certificates go by e-mail. An order of those only has no delivery step,
  // and no gift samples: they ride in a parcel (the basket offers none; the server leaves them off).
  const delivery = cartNeedsDelivery(cart);
  const chosenGifts = useAtomValue(giftSelectionAtom).selectCards;
  const gifts = delivery ? chosenGifts : NO_GIFTS;
  const clearCart = useSetAtom(clearCartAtom);
  const removeLine = useSetAtom(removeFromCartAtom);
  const clearGifts = useSetAtom(clearGiftsAtom);
  const resetCheckout = useSetAtom(resetCheckoutAtom);
  const promo = useAtomValue(appliedPromoAtom);
  const recheckPromo = useSetAtom(recheckPromoAtom);
  const [draft, setDraft] = useAtom(checkoutDraftAtom);
  const [stage, setStage] = useAtom(checkoutStageAtom);
  const [idempotencyKey, setIdempotencyKey] = useAtom(idempotencyKeyAtom);
  // The order this page placed: shown in the popup, and behind it once the reset has emptied the cart.
  const [accepted, setAccepted] = useState<AcceptedOrder | null>(null);
  const [acceptedPopupOpen, setAcceptedPopupOpen] = useState(false);
  const [wheelOpen, setWheelOpen] = useState(false);
  const [paymentForm, setPaymentForm] = useState<PaymentForm | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Refused lines, each with the count it was refused at: changing that count (or removing the line)
  // clears its message, and the others stay until they are dealt with too.
  const [refusedLines, setRefusedLines] = useState<(LineProblem & { count: number })[]>([]);
  const [checkSetDismissed, setCheckSetDismissed] = useState(false);
  const captcha = useCaptcha();
  const reasonId = useId();
  const acceptedHeadingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<CheckoutFormValues>({
    resolver: zodResolver(delivery ? checkoutFormSchema : emailOrderFormSchema),
    defaultValues: emptyCheckoutForm,
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, subscribe, setError, setFocus } = form;

  // The stored draft arrives after the first render (sessionStorage is read on mount); it fills the
  // form once, and from then on every change is written back.
  const draftRestored = useRef(false);
  useEffect(() => {
    if (draftRestored.current || draft === emptyCheckoutForm) return;
    draftRestored.current = true;
    reset(draft);
  }, [draft, reset]);
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          draftRestored.current = true;
          setDraft(values);
        },
      }),
    [subscribe, setDraft],
  );

  const email = useWatch({ control, name: 'email' });
  const payment = useWatch({ control, name: 'payment' });
  const stepEvents = useCheckoutStepEvents(control, cart, promo?.code);
  const quote = useCheckoutQuote({
    cart,
    gifts,
    promo: promo?.code,
    email,
    payment,
    lng,
    onPromoVerdict: recheckPromo,
  });
  const pricedCart = withUnitPrices(cart, quote.unitPrices);
  // The server's amounts; until they arrive, the same rules over the best-known prices and the
  // discount the server last gave (none for a promo read back after a reload: it may be stale).
  const knownDiscount = promo && !promo.unconfirmed ? promo.discount : 0;
  const summary = quote.answer ?? checkoutSummary(pricedCart, knownDiscount, payment);
  const check = canCheckout(cart);
  const unavailableText = (name: string) => t('unavailable.line', { name });
  const quoteProblems =
    check.ok && quote.problem
      ? lineProblemsOf(
          { message: quote.problem, field: quote.problemField ?? undefined, lines: quote.problemLines },
          cart,
          unavailableText,
        )
      : { problems: [], unplaced: true };
  const stillRefused = refusedLines.filter((p) =>
    cart.some((l) => lineKey(l) === p.key && l.count === p.count),
  );
  const lineProblems = stillRefused.length > 0 ? stillRefused : quoteProblems.problems;

  // begin_checkout once, when the (mounted) cart first shows items.
  const beganCheckout = useRef(false);
  useEffect(() => {
    if (beganCheckout.current || cart.length === 0) return;
    beganCheckout.current = true;
    pushEcommerce('begin_checkout', valuedItems(cart.map((line, i) => cartLineToGa4Item(line, i))));
  }, [cart]);

  // An incomplete set prompts once; completing it and breaking it again prompts again.
  const incompleteSet = !check.ok && check.reason === 'incomplete_set';
  if (!incompleteSet && checkSetDismissed) setCheckSetDismissed(false);
  const checkSetOpen = incompleteSet && !checkSetDismissed;

  // After the reset the page shows the accepted order, not an empty form that asks for an item (the
  // reason an empty cart cannot be ordered is for a shopper who came to order, not one who just did).
  // Another tab filling the cart brings the form back.
  const showAccepted = accepted !== null && cart.length === 0;

  // Closing the popup would hand focus back to the submit button, gone with the form, so it would land
  // on <body>; the accepted order's heading takes it instead. This runs after the dialog's own focus
  // return (its cleanup), so it wins.
  const popupWasOpen = useRef(false);
  useEffect(() => {
    if (acceptedPopupOpen) {
      popupWasOpen.current = true;
      return;
    }
    if (!popupWasOpen.current) return;
    popupWasOpen.current = false;
    acceptedHeadingRef.current?.focus();
  }, [acceptedPopupOpen]);

  async function placeOrder(values: CheckoutFormValues) {
    if (!check.ok || stage === 1) return;
    const token = captcha.take(t('common:captcha.required'));
    if (!token) return;
    // A kept key was sent before (this tab, maybe before a reload): its order may exist although no
    // answer came, so the server is told to look for it (src/app/api/orders/route.ts).
    const retry = idempotencyKey !== null;
    const key = idempotencyKey ?? crypto.randomUUID();
    setIdempotencyKey(key);
    setStage(1);
    setFailure(null);
    setRefusedLines([]);
    const items = cart.map((line, i) => cartLineToGa4Item(line, i));
    stepEvents.beforeOrder(values);

    let body: unknown;
    let status: number;
    try {
      const response = await fetch('/api/orders', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
          ...(retry ? { 'Idempotency-Retry': '1' } : {}),
        },
        body: JSON.stringify({
          ...orderRequestBody(values, cart, gifts, promo?.code, lng),
          utm: campaignOfOrder(),
          captcha: token,
        }),
      });
      status = response.status;
      body = await response.json();
    } catch (error) {
      console.error('POST /api/orders failed', error);
      setFailure(t('errors.order_failed'));
      setStage(0);
      return;
    }

    const placed = placedOrderSchema.safeParse(body);
    if (!placed.success) {
      setStage(0);
      // `lines`: with product_unavailable, every line the shop no longer sells (src/app/api/orders/route.ts).
      const error = readApiError(body);
      const message = error?.message ?? t('errors.order_failed');
      if (status < 500 && error?.field === 'captcha') return captcha.refuse(message);
      // The coupon was checked again for the order and refused (used up meanwhile, the cart changed):
      // the promo field says why, and the summary is quoted again without the discount.
      if (status < 500 && error?.field === 'promo' && promo) {
        return recheckPromo({ code: promo.code, refusal: message });
      }
      const field = status < 500 ? formFieldOfOrderError(error?.field, values, delivery) : null;
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const refused =
        status < 500 && error
          ? lineProblemsOf(error, cart, unavailableText)
          : { problems: [], unplaced: true };
      setRefusedLines(
        refused.problems.map((p) => ({ ...p, count: cart.find((l) => lineKey(l) === p.key)?.count ?? 0 })),
      );
      if (refused.unplaced) setFailure(status < 500 ? message : t('errors.order_failed'));
      return;
    }

    const { order, payment } = placed.data;
    if (payment) {
      // The purchase is counted and the cart emptied when the shopper is back from the pay page.
      savePendingPurchase({
        orderId: order.id,
        number: order.number,
        total: order.total,
        coupon: promo?.code,
        items,
      });
      setPaymentForm(payment);
      return;
    }
    pushEcommerce('purchase', purchasePayload(order, items, promo?.code));
    setAccepted({ number: order.number, total: order.total, payment: values.payment, key: order.key });
    setAcceptedPopupOpen(true);
    // Spec §4 reset: cart, gifts, promo and forms emptied, stage back to 0.
    stepEvents.reset();
    clearCart();
    clearGifts();
    resetCheckout();
    reset(emptyCheckoutForm);
  }

  return (
    <FormProvider {...form}>
      {showAccepted ? (
        <OrderAcceptedNotice order={accepted} lng={lng} headingRef={acceptedHeadingRef} />
      ) : (
        <form
          className={styles.layout}
          noValidate
          onSubmit={handleSubmit(placeOrder, (errors) => {
            const first = Object.keys(errors)[0];
            if (first === 'name' || first === 'surname' || first === 'email') setFocus(first);
          })}
        >
          <div className={styles.fields}>
            <ContactFields />
            {delivery ? <DeliveryFields lng={lng} /> : <EmailDelivery pieces={cartPieces(cart)} />}
            <PaymentFields onChoose={stepEvents.paymentChosen} captcha={captcha.field} />
          </div>
          <aside className={styles.aside}>
            <OrderSummary
              cart={pricedCart}
              summary={summary}
              pending={quote.pending}
              // An incomplete set or an empty cart is explained beside the submit button already.
              // A promo the server refused is explained in the promo field (recheckPromoAtom).
              problems={[check.ok && quoteProblems.unplaced ? quote.problem : null]}
              lineProblems={lineProblems}
              onRemove={removeLine}
              delivery={delivery}
              lng={lng}
            />
            <PromoField email={email} cart={cart} lng={lng} />
            {!check.ok && (
              <p id={reasonId} role="status" className={styles.error}>
                {t(`cart:basket.blocked.${check.reason}`)}
              </p>
            )}
            {failure && (
              <p role="alert" className={styles.error}>
                {failure}
              </p>
            )}
            <Button
              type="submit"
              block
              disabled={!check.ok || stage === 1}
              aria-describedby={check.ok ? undefined : reasonId}
            >
              {stage === 1 ? t('page.submitting') : t('page.submit')}
            </Button>
          </aside>
        </form>
      )}
      {paymentForm && <WayforpayRedirect payment={paymentForm} />}
      <OrderAcceptedPopup
        order={acceptedPopupOpen ? accepted : null}
        onClose={() => setAcceptedPopupOpen(false)}
        lng={lng}
        onSpinWheel={
          afterWheelId === null
            ? undefined
            : () => {
                setAcceptedPopupOpen(false);
                setWheelOpen(true);
              }
        }
      />
      {wheelOpen && afterWheelId !== null && (
        <WheelPopup lng={lng} wheelId={afterWheelId} onClose={() => setWheelOpen(false)} />
      )}
      <CheckSetPrompt
        open={checkSetOpen}
        onClose={() => setCheckSetDismissed(true)}
        onContinue={() => setCheckSetDismissed(true)}
        lng={lng}
      />
    </FormProvider>
  );
}
