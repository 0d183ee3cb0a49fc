import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';

/*
 * The 404 page as a page of its own, which the proxy serves with status 404 in place of a URL whose
 * record does not exist (src/server/not-found/missing-pages.ts): rendered this way its text, header
 * and footer are in the HTML, which a page's notFound() does not give in a production build.
 */

export async function generateMetadata({ params }: PageProps<'/[lng]/page-not-found'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('errors', { lng });
  return { title: t('notFound.meta'), robots: { index: false, follow: true } };
}

export default async function PageNotFound({ params }: PageProps<'/[lng]/page-not-found'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  return <NotFoundView lng={lng} />;
}
