import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/features/content/content-page-view';
import { FaqAccordion } from '@/features/content/faq-accordion';
import { contentPageMetadata } from '@/features/content/page-metadata';
import { isLanguage } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { getPageBySlug } from '@/server/wordpress/pages';
import { getSiteOptionsOrEmpty } from '@/server/wordpress/options';

export async function generateMetadata({ params }: PageProps<'/[lng]/info'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const page = await getPageBySlug('info', lng);
  return page ? contentPageMetadata(page, lng, serverEnv().siteUrl, '/info') : {};
}

/**
 * The WordPress page `info`, whose sections carry the ids the footer links to (#payment-delivery,
 * #returns-exchanges, #public-offer-contract, #privacy-policy), then the options page's FAQ.
 */
export default async function InfoPage({ params }: PageProps<'/[lng]/info'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const [page, options, { t }] = await Promise.all([
    getPageBySlug('info', lng),
    getSiteOptionsOrEmpty(lng),
    getT('content', { lng }),
  ]);
  if (!page) notFound();
  const faq = options.faq.hidden ? [] : options.faq.items;
  return (
    <ContentPageView page={page}>
      {faq.length > 0 && (
        <div id="faq" className="reveal">
          <FaqAccordion items={faq} title={t('faq.title')} />
        </div>
      )}
    </ContentPageView>
  );
}
