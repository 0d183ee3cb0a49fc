import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import type { Category, Product } from '@/domain/catalog/product';
import { categoryPath } from '@/domain/search/search-links';
import { ProductShelf } from '@/features/catalog/product-shelf';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import styles from './search-page.module.css';

/**
 * A search that found nothing says so and offers a way on: the shop's categories, its best
 * sellers, and the contacts page for a shopper who knows what they want but not its name.
 */
export async function SearchWayOn({
  lng,
  query,
  bestsellers,
  categories,
}: {
  lng: Language;
  query: string;
  bestsellers: Product[];
  categories: readonly Category[];
}) {
  const { t } = await getT('search', { lng });
  return (
    <>
      <div className={`container ${styles.nothing}`}>
        <div role="status">
          <p className={styles.nothingTitle}>{t('page.nothing', { query })}</p>
          <p className={styles.hint}>{t('page.nothingHint')}</p>
        </div>
        {categories.length > 0 && (
          <nav aria-labelledby="search-categories">
            <h2 id="search-categories" className={styles.subheading}>
              {t('page.categories')}
            </h2>
            <ul className={styles.categories}>
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link href={localizedPath(lng, categoryPath(category.slug))}>{category.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {bestsellers.length > 0 && (
        <ProductShelf
          id="search-bestsellers"
          title={t('page.bestsellers')}
          products={bestsellers}
          lng={lng}
          more={{ href: localizedPath(lng, categoryPath('bestsellers')), label: t('page.bestsellersAll') }}
          emptyText=""
        />
      )}
      <p className={`container ${styles.contacts}`}>
        {t('page.contacts')} <Link href={localizedPath(lng, '/contacts')}>{t('page.contactsLink')}</Link>
      </p>
    </>
  );
}
