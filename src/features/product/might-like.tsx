import type { Language } from '@/config/shop';
import type { Product } from '@/domain/catalogue/product';
import { ProductCard } from '@/features/catalog/product-card';
import styles from './product-page.module.css';

export function MightLike({ products, lng, title }: { products: Product[]; lng: Language; title: string }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.mightLike} aria-labelledby="might-like">
      <h2 id="might-like">{title}</h2>
      <div className={styles.mightLikeGrid}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} lng={lng} />
        ))}
      </div>
    </section>
  );
}
