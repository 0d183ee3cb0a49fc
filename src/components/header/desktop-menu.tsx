import { ShopImage } from '@/components/ui/shop-image';
import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import { formatPrice } from '@/domain/money';
import type { HeaderProductTile, TilePrice } from '@/domain/content/header-product-tiles';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { DesktopNav } from './desktop-nav';
import { NAVIGATION } from './navigation';
import styles from './header.module.css';

/**
 * The wide-screen mega menu. It opens on hover and on keyboard focus (CSS :focus-within), so it
 * needs no JavaScript to open; DesktopNav closes it on a route change and on Escape. The catalogue
 * panel also shows the options page's featured products at WooCommerce's prices.
 */
export async function DesktopMenu({ lng, featured }: { lng: Language; featured: HeaderProductTile[] }) {
  const { t } = await getT('common', { lng });
  // As the catalogue's cards print prices; a variable product's lowest reads "from …".
  const priceText = ({ amount, from }: TilePrice) =>
    from ? t('card.from', { price: formatPrice(amount, lng) }) : formatPrice(amount, lng);
  return (
    <DesktopNav label={t('nav.label')}>
      <ul className={styles.menu}>
        {NAVIGATION.map((item) => (
          <li key={item.key} className={item.children ? styles.hasMega : undefined}>
            <Link className={styles.menuLink} href={localizedPath(lng, item.href)}>
              {t(`nav.${item.key}`)}
            </Link>
            {item.children && (
              <div className={styles.mega}>
                <div className={`container ${styles.megaInner}`}>
                  <ul className={styles.megaLinks}>
                    {item.children.map((child) => (
                      <li key={child.key}>
                        <Link href={localizedPath(lng, child.href)}>{t(`nav.${child.key}`)}</Link>
                      </li>
                    ))}
                  </ul>
                  {featured.length > 0 && (
                    <section className={styles.featured} aria-label={t('nav.featured')}>
                      <ul>
                        {featured.map((product) => (
                          <li key={product.slug}>
                            <Link
                              href={localizedPath(lng, `/${product.slug}`)}
                              className={styles.featuredCard}
                            >
                              {product.image && (
                                // A quarter of the mega menu's column beside the links: 200–220 px
                                // wherever the menu shows (1200 px and wider, header.module.css).
                                <ShopImage
                                  src={product.image}
                                  alt=""
                                  width={220}
                                  height={220}
                                  sizes="220px"
                                />
                              )}
                              <span>{product.title}</span>
                              {product.price && (
                                <span className={styles.featuredPrice}>{priceText(product.price)}</span>
                              )}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </section>
                  )}
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
    </DesktopNav>
  );
}
