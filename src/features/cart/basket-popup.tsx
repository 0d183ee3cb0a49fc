'use client';

import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useAtomCallback } from 'jotai/utils';
import { useT } from '@/i18n/use-t';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { LazyTexts } from '@/components/i18n/lazy-texts';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import { trackViewCart } from '@/features/analytics/cart-events';
import { formatPrice } from '@/domain/money';
import { cartNeedsDelivery } from '@/domain/checkout/shipment';
import { CallbackButton } from '@/features/callback/callback-button';
import { basketCallbackLines } from '@/features/callback/callback-lines';
import { clearGiftsAtom, giftSelectionAtom } from '@/features/gifts/gift-atoms';
import { GiftSection } from '@/features/gifts/gift-section';
import { RecentlyViewed } from '@/features/recently-viewed/recently-viewed';
import { localizedPath } from '@/i18n/languages';
import { cartAtom, cartOpenAtom, clearCartAtom } from './cart-atoms';
import { canCheckout, cartPieces, cartSubtotal, lineKey } from '@/domain/cart/cart-rules';
import type { CartItem } from '@/domain/cart/cart-item';
import { BasketLine } from './basket-line';
import styles from './basket-popup.module.css';

/**
 * The basket popup (spec §2): lines with steppers, the chosen gifts and the subtotal. The subtotal is
 * the browser's estimate; the checkout asks the server for the real amounts.
 */
export function BasketPopup({ lng }: { lng: Language }) {
  const { t } = useT('cart');
  const [open, setOpen] = useAtom(cartOpenAtom);
  const cart = useAtomValue(cartAtom);
  const check = canCheckout(cart);
  const gifts = useAtomValue(giftSelectionAtom).selectCards;
  const clearCart = useSetAtom(clearCartAtom);
  const clearGifts = useSetAtom(clearGiftsAtom);
  const reasonId = useId();
  // A removed line takes its focused button with it; focus lands on the summary instead of the page.
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const close = () => setOpen(false);
  // Read at the moment it opens, so later count changes inside the popup do not resend view_cart.
  const viewCart = useAtomCallback(useCallback((get) => trackViewCart(get(cartAtom)), []));
  useEffect(() => {
    if (open) viewCart();
  }, [open, viewCart]);

  return (
    <Dialog open={open} onClose={close} title={t('basket.title')} closeLabel={t('basket.close')} size="large">
      <p ref={summaryRef} tabIndex={-1} className={styles.summary}>
        {cart.length === 0 ? t('basket.empty') : t('basket.pieces', { count: cartPieces(cart) })}
      </p>
      {cart.length > 0 && (
        <ul className={styles.lines} aria-label={t('basket.lines')}>
          {cart.map((line) => (
            <BasketLine
              key={lineKey(line)}
              line={line}
              lng={lng}
              onRemoved={() => summaryRef.current?.focus()}
            />
          ))}
        </ul>
      )}
      {/* An empty basket offers a way back to what the shopper looked at. */}
      {cart.length === 0 && <RecentlyViewed lng={lng} headingLevel={3} onFollow={close} />}
      {/* Gift samples ride in a parcel: a basket of electronic certificates only, sent by e-mail
          (spec §9), is offered none. A choice made earlier is kept for when a parcel joins it. */}
      {cartNeedsDelivery(cart) && <GiftSection />}
      <dl className={styles.total}>
        <dt>{t('basket.subtotal')}</dt>
        <dd>{formatPrice(cartSubtotal(cart), lng)}</dd>
      </dl>
      <p className={styles.note}>{t('basket.subtotalNote')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={close}>
          {t('basket.continueShopping')}
        </Button>
        {check.ok ? (
          <Button href={localizedPath(lng, '/checkout')} onClick={close}>
            {t('basket.checkout')}
          </Button>
        ) : (
          <Button disabled aria-describedby={reasonId}>
            {t('basket.checkout')}
          </Button>
        )}
      </div>
      {!check.ok && (
        <p id={reasonId} className={styles.reason}>
          {t(`basket.blocked.${check.reason}`)}
        </p>
      )}
      <div className={styles.callback}>
        {/* Its texts come with it off a product's page (src/components/i18n/lazy-texts.tsx). */}
        <LazyTexts ns="callback">
          <BasketCallback
            lng={lng}
            disabled={!check.ok}
            cart={cart}
            gifts={gifts}
            onOrdered={() => {
              clearCart();
              clearGifts();
            }}
          />
        </LazyTexts>
      </div>
    </Dialog>
  );
}

/** The basket ordered by a call instead of the checkout: it empties as after a checkout. */
function BasketCallback({
  lng,
  disabled,
  cart,
  gifts,
  onOrdered,
}: {
  lng: Language;
  disabled: boolean;
  cart: CartItem[];
  gifts: number[];
  onOrdered: () => void;
}) {
  const { t } = useT('callback');
  return (
    <CallbackButton
      lng={lng}
      variant="text"
      disabled={disabled}
      lines={basketCallbackLines(cart, gifts)}
      summary={t('lines', { count: cartPieces(cart) })}
      onOrdered={onOrdered}
    />
  );
}
