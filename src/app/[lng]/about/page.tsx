import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/features/content/content-page-view';
import { contentPageMetadata } from '@/features/content/page-metadata';
import { isLanguage } from '@/i18n/languages';
import { serverEnv } from '@/server/env';
import { getPageBySlug } from '@/server/wordpress/pages';

export async function generateMetadata({ params }: PageProps<'/[lng]/about'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const page = await getPageBySlug('about', lng);
  return page ? contentPageMetadata(page, lng, serverEnv().siteUrl, '/about') : {};
}

/** The WordPress page `about` in the page's language. */
export default async function AboutPage({ params }: PageProps<'/[lng]/about'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const page = await getPageBySlug('about', lng);
  if (!page) notFound();
  return <ContentPageView page={page} />;
}
