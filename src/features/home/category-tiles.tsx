import { ShopImage } from '@/components/ui/shop-image';
import Link from '@/components/ui/shop-link';
import { SectionHeading } from '@/components/ui/section-heading';
import type { Language } from '@/config/shop';
import { SHOP_CATEGORY_SLUGS } from '@/domain/catalog/category-conventions';
import type { Category } from '@/domain/catalog/product';
import { localizedPath } from '@/i18n/languages';
import styles from './category-tiles.module.css';

/** The shop's public categories in menu order, named as the backend names them in this language. */
export function CategoryTiles({
  categories,
  lng,
  title,
}: {
  categories: readonly Category[];
  lng: Language;
  title: string;
}) {
  const shown = SHOP_CATEGORY_SLUGS.flatMap((slug) =>
    categories.filter((category) => category.slug === slug),
  );
  if (shown.length === 0) return null;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-categories">
      <SectionHeading id="home-categories" title={title} />
      <ul className={styles.grid}>
        {shown.map((category) => (
          <li key={category.id}>
            <Link href={localizedPath(lng, `/catalog/${category.slug}`)} className={styles.tile}>
              {category.image && (
                <ShopImage
                  src={category.image.src}
                  alt=""
                  fill
                  sizes="(max-width: 767px) 50vw, 25vw"
                  className={styles.image}
                />
              )}
              <span className={styles.name}>{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
