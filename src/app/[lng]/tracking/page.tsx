import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TrackingForm } from '@/features/tracking/tracking-form';
import styles from '@/features/tracking/tracking.module.css';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';

export async function generateMetadata({ params }: PageProps<'/[lng]/tracking'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('tracking', { lng });
  return { title: t('meta.title'), robots: { index: false, follow: false } };
}

/** Order tracking without a link: the order number and the phone it was placed with. */
export default async function TrackingLookupPage({ params }: PageProps<'/[lng]/tracking'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const { t } = await getT('tracking', { lng });
  return (
    <div className={`container ${styles.formPage}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <TrackingForm lng={lng} />
    </div>
  );
}
