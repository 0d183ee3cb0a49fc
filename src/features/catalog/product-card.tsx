import Image from 'next/image';
import Link from 'next/link';
import { IMAGE, type Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { getT } from '@/i18n/server';
import { formatPrice } from '@/domain/money';
import type { Product, ProductSummary } from '@/domain/catalogue/product';
import styles from './product-card.module.css';

/**
 * Draws a product page's Product or a catalogue list's ProductSummary alike. Its name is an h3 under
 * a section's h2, or an h2 where the list itself is the page's content (the catalogue). A sold-out
 * product keeps its card and its link (the page says more), with a badge saying it is sold out. The
 * card has no add-to-cart of its own: adding happens on the product page, by canAdd.
 */
export async function ProductCard({
  product,
  lng,
  headingLevel = 3,
  firstInView = false,
}: {
  product: Product | ProductSummary;
  lng: Language;
  headingLevel?: 2 | 3;
  /** One of the cards a shopper sees on arrival: its picture is the page's largest paint, fetched first. */
  firstInView?: boolean;
}) {
  const { t } = await getT('common', { lng });
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  const image = 'images' in product ? product.images[0] : product.image;
  const showRegular =
    product.onSale && product.regularPrice !== null && product.regularPrice !== product.price;
  return (
    <article className={product.inStock ? styles.card : `${styles.card} ${styles.soldOutCard}`}>
      <Link href={localizedPath(lng, `/${product.slug}`)} className={styles.link}>
        <div className={styles.media}>
          {image && (
            // The link is named by the product's name below; the picture adds nothing to read out.
            <Image
              src={image.src}
              alt=""
              fill
              sizes={IMAGE.productCardSizes}
              quality={IMAGE.quality}
              className={styles.image}
              loading={firstInView ? 'eager' : 'lazy'}
              fetchPriority={firstInView ? 'high' : 'auto'}
            />
          )}
        </div>
        <Name className={styles.name}>{product.name}</Name>
      </Link>
      {product.price !== null && (
        <p className={styles.price}>
          <span>{formatPrice(product.price, lng)}</span>
          {showRegular && product.regularPrice !== null && (
            <s className={styles.regular}>{formatPrice(product.regularPrice, lng)}</s>
          )}
        </p>
      )}
      {/* After the name in reading order; drawn over the picture's corner. */}
      {!product.inStock && <p className={styles.soldOut}>{t('stock.outOfStock')}</p>}
    </article>
  );
}
