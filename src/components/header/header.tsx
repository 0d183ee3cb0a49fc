import Link from '@/components/ui/shop-link';
import type { ReactNode } from 'react';
import type { Language } from '@/config/shop';
import type { HeaderProductTile } from '@/domain/content/header-product-tiles';
import type { SiteOptions } from '@/domain/content/site-options';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import styles from './header.module.css';

export async function Header({
  lng,
  options,
  products,
  tools,
}: {
  lng: Language;
  options: SiteOptions;
  /** The mega menu's featured products, priced by WooCommerce (not the options record). */
  products: HeaderProductTile[];
  /** The shopper's tools at the bar's end (search, favourites, basket), composed by the layout. */
  tools: ReactNode;
}) {
  const { t } = await getT('common', { lng });
  const botUrl = options.contacts.botUrl;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <MobileMenu lng={lng} botUrl={botUrl} />
        <Link
          href={localizedPath(lng, '/')}
          className={styles.logo}
          aria-label={`${t('brand')} — ${t('home')}`}
        >
          {t('brand')}
        </Link>
        <DesktopMenu lng={lng} featured={products} />
        <div className={styles.actions}>
          {botUrl && (
            <a className={styles.advice} href={botUrl} target="_blank" rel="noopener noreferrer">
              {t('nav.advice')}
            </a>
          )}
          {tools}
        </div>
      </div>
    </header>
  );
}
