import { SectionHeading } from '@/components/ui/section-heading';
import type { Language } from '@/config/shop';
import type { Product } from '@/domain/catalog/product';
import { ProductCard } from '@/features/catalog/product-card';
import styles from './might-like.module.css';

export function MightLike({ products, lng, title }: { products: Product[]; lng: Language; title: string }) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="might-like">
      <SectionHeading id="might-like" title={title} size="section" />
      <div className={styles.grid}>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} lng={lng} />
        ))}
      </div>
    </section>
  );
}
