'use client';

import { useT } from '@/i18n/use-t';
import Link from '@/components/ui/shop-link';
import { useId } from 'react';
import { Dialog } from '@/components/dialog/dialog';
import { Button } from '@/components/ui/button';
import type { Language } from '@/config/shop';
import type { PaymentMethod } from '@/domain/checkout/order-schema';
import { formatAmount } from '@/domain/money';
import { trackingPath } from '@/domain/tracking/tracking-link';

export type AcceptedOrder = {
  number: string;
  total: number;
  payment: PaymentMethod;
  paid?: boolean;
  /** The order key: with it the popup links to the order's tracking page. */
  key?: string;
};

/**
 * The order-accepted popup (spec §2, §4): the number, the amount and what happens next, and the
 * after-purchase prize wheel when the shop has one (`onSpinWheel`).
 */
export function OrderAcceptedPopup({
  order,
  onClose,
  lng,
  onSpinWheel,
}: {
  order: AcceptedOrder | null;
  onClose: () => void;
  lng: Language;
  onSpinWheel?: () => void;
}) {
  const { t } = useT('checkout');
  const { t: wheel } = useT('wheel');
  const textId = useId();
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={t('page.accepted.title')}
      closeLabel={t('page.accepted.close')}
      describedBy={textId}
    >
      {order && (
        <div id={textId}>
          <AcceptedOrderDetails order={order} lng={lng} />
          {onSpinWheel && (
            <>
              <p>{wheel('afterPurchase.offer')}</p>
              <Button variant="gold" onClick={onSpinWheel}>
                {wheel('afterPurchase.open')}
              </Button>
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}

/** The number, the amount and what happens next: in the popup and on the page behind it. */
export function AcceptedOrderDetails({ order, lng }: { order: AcceptedOrder; lng: Language }) {
  const { t } = useT('checkout');
  const { t: tracking } = useT('tracking');
  const next =
    order.payment === 'wayforpay'
      ? order.paid
        ? t('page.accepted.paid')
        : t('page.accepted.awaiting')
      : t('page.accepted.manager');
  return (
    <>
      <p>{t('page.accepted.number', { number: order.number })}</p>
      <p>
        {t('page.summary.total')}:{' '}
        <strong data-testid="accepted-total">{formatAmount(order.total, lng)}</strong>
      </p>
      <p>{next}</p>
      {order.key && (
        <p>
          <Link href={trackingPath(lng, order.number, order.key)}>{tracking('link.text')}</Link>
        </p>
      )}
    </>
  );
}
