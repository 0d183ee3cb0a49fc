import Image from 'next/image';
import Link from 'next/link';
import { IMAGE, type Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { formatPrice } from '@/domain/money';
import type { Product, ProductSummary } from '@/domain/catalogue/product';
import styles from './product-card.module.css';

/** Draws a product page's Product or a catalogue list's ProductSummary alike. */
export function ProductCard({ product, lng }: { product: Product | ProductSummary; lng: Language }) {
  const image = 'images' in product ? product.images[0] : product.image;
  const showRegular =
    product.onSale && product.regularPrice !== null && product.regularPrice !== product.price;
  return (
    <article className={styles.card}>
      <Link href={localizedPath(lng, `/${product.slug}`)} className={styles.link}>
        <div className={styles.media}>
          {image && (
            <Image
              src={image.src}
              alt={image.alt}
              fill
              sizes={IMAGE.productCardSizes}
              quality={IMAGE.quality}
              className={styles.image}
            />
          )}
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </Link>
      {product.price !== null && (
        <p className={styles.price}>
          <span>{formatPrice(product.price, lng)}</span>
          {showRegular && product.regularPrice !== null && (
            <s className={styles.regular}>{formatPrice(product.regularPrice, lng)}</s>
          )}
        </p>
      )}
    </article>
  );
}
