import type { Metadata } from 'next';
import Link from '@/components/ui/shop-link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { CheckoutResultReset } from '@/features/checkout/checkout-result-reset';
import { OrderRecap } from '@/features/checkout/order-recap';
import { AfterPurchaseWheel } from '@/features/wheel/after-purchase-wheel';
import { afterPurchaseWheelOf } from '@/domain/wheel/wheel';
import styles from '@/features/checkout/checkout.module.css';
import { isAcceptedOrder, paymentOutcome } from '@/domain/checkout/payment-outcome';
import { trackingPath } from '@/domain/tracking/tracking-link';
import { isLanguage, localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { getOrderWithKey } from '@/server/woocommerce/orders';
import { withFallback } from '@/server/with-fallback';
import { listWheels } from '@/server/wordpress/wheels';

// The order's status changes when WayForPay calls back: always read it fresh.
export const dynamic = 'force-dynamic';

const resultQuerySchema = z.object({
  order: z.coerce.number().int().positive(),
  key: z.string().min(1).max(100),
});

export async function generateMetadata({ params }: PageProps<'/[lng]/checkout/result'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('checkout', { lng });
  return { title: t('page.result.title'), robots: { index: false, follow: false } };
}

/**
 * Where WayForPay returns the shopper: the order's number and whether WooCommerce has it paid. The
 * address carries the order's key (see checkoutResultUrl), without which no order is shown.
 */
export default async function CheckoutResultPage({
  params,
  searchParams,
}: PageProps<'/[lng]/checkout/result'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const query = resultQuerySchema.safeParse(await searchParams);
  const [{ t }, { t: tracking }, order, wheels] = await Promise.all([
    getT('checkout', { lng }),
    getT('tracking', { lng }),
    query.success
      ? withFallback(
          `checkout result (order ${query.data.order})`,
          () => getOrderWithKey(query.data.order, query.data.key),
          null,
        )
      : null,
    withFallback(`prize wheels (${lng})`, () => listWheels(lng), []),
  ]);

  const outcome = order ? paymentOutcome(order) : null;
  const afterWheel = afterPurchaseWheelOf(wheels);
  const statusText = {
    paid: t('page.result.paidStatus'),
    failed: t('page.result.failedStatus'),
    awaiting: t('page.result.awaitingStatus'),
  };
  return (
    <section className={styles.result} aria-labelledby="checkout-result-title">
      <h1 id="checkout-result-title">
        {!order
          ? t('page.result.title')
          : outcome === 'failed'
            ? t('page.result.failedTitle')
            : t('page.accepted.title')}
      </h1>
      {order && outcome ? (
        <>
          <p>
            {outcome === 'failed'
              ? t('page.result.failed', { number: order.number })
              : t('page.accepted.number', { number: order.number })}
          </p>
          <p role="status" className={styles.resultStatus} data-outcome={outcome}>
            {t('page.result.status', { status: statusText[outcome] })}
          </p>
          {outcome !== 'failed' && (
            <p>{outcome === 'paid' ? t('page.accepted.paid') : t('page.accepted.awaiting')}</p>
          )}
          <OrderRecap order={order} lng={lng} />
          {outcome !== 'failed' && (
            <section aria-labelledby="order-next-title">
              <h2 id="order-next-title" className={styles.resultHeading}>
                {t('page.result.next')}
              </h2>
              <p>{order.deliveryAddress ? t('page.result.nextPaid') : t('page.result.nextEmail')}</p>
            </section>
          )}
          {/* Spec §4: the after-purchase wheel is for an accepted order; a card order is that once paid. */}
          {order && isAcceptedOrder(order) && afterWheel && (
            <AfterPurchaseWheel lng={lng} wheelId={afterWheel.id} />
          )}
          {outcome !== 'failed' && (
            <p>
              <Link href={trackingPath(lng, order.number, order.orderKey)}>{tracking('link.text')}</Link>
            </p>
          )}
          <CheckoutResultReset
            orderId={order.id}
            number={order.number}
            total={order.total}
            declined={outcome === 'failed'}
          />
          {outcome === 'failed' && (
            <p>
              <Link href={localizedPath(lng, '/checkout')}>{t('page.result.toCheckout')}</Link>
            </p>
          )}
        </>
      ) : (
        <p>{t('page.result.notFound')}</p>
      )}
      <p>
        <Link href={localizedPath(lng, '/')}>{t('page.accepted.toHome')}</Link>
      </p>
    </section>
  );
}
