import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { AppProviders } from '@/components/app-providers';
import { Footer } from '@/features/footer/footer';
import { Header } from '@/components/header/header';
import { CartButton } from '@/features/cart/cart-button';
import { FavouritesLink } from '@/features/favourites/favourites-link';
import { HeaderSearch } from '@/features/search/header-search';
import { ScrollManager } from '@/components/scroll-manager';
import { Toaster } from '@/components/toasts/toaster';
import { CampaignTracker } from '@/features/analytics/campaign-tracker';
import { CaptchaSettingsProvider } from '@/features/captcha/captcha-settings';
import { LazyBasketPopup } from '@/features/cart/lazy-basket-popup';
import { ConsentAnsweredScript } from '@/features/consent/consent-answered-script';
import { CookieNotice } from '@/features/consent/cookie-notice';
import { LazyGiftPopup } from '@/features/gifts/lazy-gift-popup';
import { SiteWheelLauncher } from '@/features/wheel/site-wheel-launcher';
import { siteWheelOf } from '@/domain/wheel/wheel';
import { isLanguage } from '@/i18n/languages';
import { displayFontClassNames } from '../fonts/display-font';
import { CLIENT_NAMESPACES, resourcesFor } from '@/i18n/resources';
import { getT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { layoutReads } from '@/server/layout-reads';
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
    // public/: `node scripts/make-icons.mjs` draws them.
    icons: { icon: '/favicon.ico', apple: '/apple-touch-icon.png' },
    manifest: '/manifest.webmanifest',
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#faf7f2' };

export default async function LanguageLayout({ children, params }: LayoutProps<'/[lng]'>) {
  const { lng } = await params;
  if (!isLanguage(lng)) notFound();
  const [{ t }, { t: wheelT }, { options, headerProducts, giftCards, wheels }] = await Promise.all([
    getT('common', { lng }),
    // Only the site wheel launcher's label: the popup brings the wheel's texts when it opens.
    getT('wheel', { lng }),
    layoutReads(lng),
  ]);
  const siteWheel = siteWheelOf(wheels);
  const resources = resourcesFor(lng, CLIENT_NAMESPACES);
  const { siteKey, scriptUrl } = serverEnv().captcha;
  const nonce = (await headers()).get('x-nonce') ?? undefined;

  return (
    // data-scroll-behavior lets Next switch smooth scrolling off while it changes routes.
    // ConsentAnsweredScript may mark <html> before React hydrates it.
    <html lang={lng} className={displayFontClassNames} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <ConsentAnsweredScript nonce={nonce} />
      </head>
      <body>
        <AppProviders lng={lng} resources={resources}>
          <CaptchaSettingsProvider value={{ siteKey, scriptUrl }}>
            <a className="skip-link" href="#main">
              {t('skipLink')}
            </a>
            {/* Early in the HTML: a phone paints the top of a long page before the rest has arrived,
                and the notice (fixed at the bottom) is a first visit's largest paint. */}
            <CookieNotice gtmId={serverEnv().gtmId} />
            <Header
              lng={lng}
              options={options}
              products={headerProducts}
              tools={
                <>
                  <HeaderSearch lng={lng} />
                  <FavouritesLink lng={lng} />
                  <CartButton />
                </>
              }
            />
            <main id="main" tabIndex={-1}>
              {children}
            </main>
            <Footer lng={lng} options={options} />
            <LazyBasketPopup lng={lng} />
            <LazyGiftPopup cards={giftCards} />
            <Toaster />
            <ScrollManager />
            <CampaignTracker />
            {siteWheel && (
              <SiteWheelLauncher
                lng={lng}
                wheelId={siteWheel.id}
                delaySeconds={siteWheel.delaySeconds}
                label={wheelT('launcher.open')}
              />
            )}
          </CaptchaSettingsProvider>
        </AppProviders>
      </body>
    </html>
  );
}
