import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageErrorView } from '@/components/page-error/page-error-view';
import { ReloadButton } from '@/components/page-error/reload-button';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';

/*
 * "The shop is temporarily unavailable", served by the proxy with status 503 and Retry-After in place
 * of a page whose platform did not answer a moment ago (src/server/unavailable-pages.ts). The address
 * in the browser stays the page's, so reloading asks for that page again. It needs no platform: the
 * layout's options and gift cards fall back to empty ones.
 */

export async function generateMetadata({ params }: PageProps<'/[lng]/unavailable'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('errors', { lng });
  return { title: t('unavailable.meta'), robots: { index: false, follow: false } };
}

export default async function UnavailablePage({ params }: PageProps<'/[lng]/unavailable'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const { t } = await getT('errors', { lng });
  return (
    <PageErrorView
      title={t('unavailable.title')}
      text={t('unavailable.text')}
      action={<ReloadButton>{t('unavailable.retry')}</ReloadButton>}
    />
  );
}
