import type { Metadata } from 'next';
import { lng as rootLng } from 'next/root-params';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';

async function currentLanguage() {
  const value = await rootLng();
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getT('errors', { lng: await currentLanguage() });
  return { title: t('notFound.meta') };
}

export default async function NotFound() {
  return <NotFoundView lng={await currentLanguage()} />;
}
