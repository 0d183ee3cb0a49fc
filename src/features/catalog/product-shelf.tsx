import { SectionHeading } from '@/components/ui/section-heading';
import type { Language } from '@/config/shop';
import { ProductCard } from './product-card';
import type { Product } from '@/domain/catalog/product';
import styles from './product-shelf.module.css';

/** A titled row of product cards with a link to the full list. */
export function ProductShelf({
  id,
  title,
  products,
  lng,
  more,
  emptyText,
}: {
  id: string;
  title: string;
  products: Product[];
  lng: Language;
  more: { href: string; label: string };
  emptyText: string;
}) {
  return (
    <section className={`container ${styles.shelf}`} aria-labelledby={id}>
      <SectionHeading id={id} title={title} more={more} />
      {products.length > 0 ? (
        <ul className={styles.grid}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} lng={lng} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}
    </section>
  );
}
