import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { AppProviders } from '@/components/app-providers';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { ScrollManager } from '@/components/scroll-manager';
import { Toaster } from '@/components/toasts/toaster';
import { CampaignTracker } from '@/features/analytics/campaign-tracker';
import { BasketPopup } from '@/features/cart/basket-popup';
import { GiftCardsLoader } from '@/features/gifts/gift-cards-loader';
import { isLanguage } from '@/i18n/languages';
import { getResources, getT } from '@/i18n/server';
import { getSiteOptionsOrEmpty } from '@/server/wordpress/options';
import '../globals.css';

// Every page renders per request, for two reasons. Nothing is prerendered at build time, so the
// build never needs the backend. And each response carries its own CSP nonce (src/proxy.ts), which
// Next writes into the page's scripts: a page rendered once and cached would hold another request's
// nonce, and its scripts would not run. The WordPress and WooCommerce data stays cached by tag.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LayoutProps<'/[lng]'>): Promise<Metadata> {
  const { lng } = await params;
  if (!isLanguage(lng)) return {};
  const { t } = await getT('common', { lng });
  return {
    title: { default: t('meta.title'), template: `%s — ${t('brand')}` },
    description: t('meta.description'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#faf7f2' };

export default async function LanguageLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const [{ t, i18n }, options] = await Promise.all([getT('common', { lng }), getSiteOptionsOrEmpty(lng)]);
  const resources = getResources(i18n, ['common', 'errors', 'cart', 'catalog', 'product', 'checkout'], [lng]);

  return (
    // data-scroll-behavior lets Next switch smooth scrolling off while it changes routes.
    <html lang={lng} data-scroll-behavior="smooth">
      <body>
        <AppProviders lng={lng} resources={resources}>
          <a className="skip-link" href="#main">
            {t('skipLink')}
          </a>
          <Header lng={lng} options={options} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer lng={lng} options={options} />
          <BasketPopup lng={lng} />
          <GiftCardsLoader lng={lng} />
          <Toaster />
          <ScrollManager />
          <CampaignTracker />
        </AppProviders>
      </body>
    </html>
  );
}
