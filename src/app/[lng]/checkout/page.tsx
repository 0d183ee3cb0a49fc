import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { afterPurchaseWheelOf } from '@/domain/wheel/wheel';
import { CheckoutForm } from '@/features/checkout/checkout-form';
import styles from '@/features/checkout/checkout.module.css';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { withFallback } from '@/server/with-fallback';
import { listWheels } from '@/server/wordpress/wheels';

export async function generateMetadata({ params }: PageProps<'/[lng]/checkout'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('checkout', { lng });
  return { title: t('page.meta.title'), robots: { index: false, follow: false } };
}

export default async function CheckoutPage({ params }: PageProps<'/[lng]/checkout'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const [{ t }, wheels] = await Promise.all([
    getT('checkout', { lng }),
    // The order-accepted popup offers the after-purchase wheel; without the wheels it offers none.
    withFallback(`prize wheels (${lng})`, () => listWheels(lng), []),
  ]);
  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <CheckoutForm lng={lng} afterWheelId={afterPurchaseWheelOf(wheels)?.id ?? null} />
    </div>
  );
}
