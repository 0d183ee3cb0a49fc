import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionHeading } from '@/components/ui/section-heading';
import { FavouritesView } from '@/features/catalog/favourites-view';
import styles from '@/features/catalog/favourites-view.module.css';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';

export async function generateMetadata({ params }: PageProps<'/[lng]/favourites'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('favourites', { lng });
  // One shopper's list, kept in their browser: nothing to index, though its links lead to the catalogue.
  return { title: t('meta.title'), robots: { index: false, follow: true } };
}

/** The shopper's favourites: the list lives in their browser, so the page draws it there. */
export default async function FavouritesPage({ params }: PageProps<'/[lng]/favourites'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const { t } = await getT('favourites', { lng });
  return (
    <div className={`container ${styles.page}`}>
      <SectionHeading level={1} title={t('title')} />
      <FavouritesView lng={lng} />
    </div>
  );
}
