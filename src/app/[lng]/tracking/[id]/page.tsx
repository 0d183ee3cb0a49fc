import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { TrackingForm } from '@/features/tracking/tracking-form';
import { TrackingView } from '@/features/tracking/tracking-view';
import styles from '@/features/tracking/tracking.module.css';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { trackOrderByKey } from '@/server/tracking/track-order';
import { getSiteOptionsOrEmpty } from '@/server/wordpress/options';

// One shopper's order, read fresh each time: never cached, never shared between visitors.
export const dynamic = 'force-dynamic';

const ORDER_NUMBER = /^\d{1,10}$/;
const querySchema = z.object({ key: z.string().min(1).max(100).optional() });

export async function generateMetadata({ params }: PageProps<'/[lng]/tracking/[id]'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('tracking', { lng });
  return { title: t('meta.title'), robots: { index: false, follow: false } };
}

/**
 * /tracking/{number}?key={order_key}: the order, its parcel and the chat link. Without a key it asks
 * for the phone (the number filled in); a key that is not this order's shows the 404 page, the same
 * as a number that does not exist.
 */
export default async function OrderTrackingPage({ params, searchParams }: PageProps<'/[lng]/tracking/[id]'>) {
  const { lng, id } = await params;
  if (!isLanguage(lng) || !ORDER_NUMBER.test(id)) notFound();
  const query = querySchema.safeParse(await searchParams);
  if (!query.success) notFound();

  const { key } = query.data;
  if (key === undefined) {
    const { t } = await getT('tracking', { lng });
    return (
      <div className={`container ${styles.formPage}`}>
        <h1 className={styles.title}>{t('title')}</h1>
        <TrackingForm lng={lng} number={id} />
      </div>
    );
  }

  const [order, options] = await Promise.all([trackOrderByKey(id, key), getSiteOptionsOrEmpty(lng)]);
  if (!order) notFound();
  return <TrackingView order={order} lng={lng} chatUrl={options.contacts.messengerUrl} />;
}
