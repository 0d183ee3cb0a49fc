'use client';

import { useT } from '@/i18n/use-t';
import Link from '@/components/ui/shop-link';
import type { RefObject } from 'react';
import type { Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { AcceptedOrderDetails, type AcceptedOrder } from './order-accepted-popup';
import styles from './checkout.module.css';

/**
 * What the checkout page shows once its order is accepted and the cart emptied (spec §4 reset):
 * the order, not an empty form asking for an item. Behind the popup, and after it is closed.
 */
export function OrderAcceptedNotice({
  order,
  lng,
  headingRef,
}: {
  order: AcceptedOrder;
  lng: Language;
  /** Takes focus when the popup closes: the button that opened it is gone with the form. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useT('checkout');
  return (
    <section className={styles.result} aria-labelledby="checkout-accepted-title">
      <h2 id="checkout-accepted-title" ref={headingRef} tabIndex={-1}>
        {t('page.accepted.title')}
      </h2>
      <AcceptedOrderDetails order={order} lng={lng} />
      <p>
        <Link href={localizedPath(lng, '/')}>{t('page.accepted.toHome')}</Link>
      </p>
    </section>
  );
}
