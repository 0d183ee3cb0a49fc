import type { TFunction } from 'i18next';
import { ShopImage } from '@/components/ui/shop-image';
import Link from '@/components/ui/shop-link';
import { IMAGE, type Language } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import { numberFormat } from '@/domain/number-format';
import { formatPrice } from '@/domain/money';
import { cardPrice } from '@/domain/catalog/card-price';
import type { CardProduct } from '@/domain/catalog/card-product';
import { cardRating } from '@/domain/catalog/card-rating';
import { productToGa4Item } from '@/features/analytics/ga4-items';
import { FavouriteButton } from '@/features/favourites/favourite-button';
import { favouriteLabels } from '@/features/favourites/favourite-labels';
import styles from './product-card.module.css';

export type ProductCardViewProps = {
  product: CardProduct;
  lng: Language;
  /** The `common` texts: the server's getT or the browser's useT, so one card draws in either. */
  t: TFunction;
  /** h2 where the list is the page's content (the catalogue, favourites), h4 under a dialog's h3. */
  headingLevel?: 2 | 3 | 4;
  /** One of the cards a shopper sees on arrival: its picture is the page's largest paint, fetched first. */
  firstInView?: boolean;
  /** The favourites page: the card goes when its heart is released, and focus must go somewhere. */
  onUnfavourited?: () => void;
};

/**
 * A product card, the same from the server (ProductCard) as in the browser (ProductCardList). The
 * card's one link is named by the product's name alone; the price, rating and badge beside it are
 * read after it and clickable through it (the link's box covers the card). The heart is a button of
 * its own beside the link, never inside it, drawn over the picture's corner. A sold-out product keeps
 * its card and its link (the page says more), with a badge saying it is sold out; that badge takes
 * the corner a sale's "−20 %" would have, and the struck-through old price still tells the sale. The
 * card has no add-to-cart of its own: adding happens on the product page, by canAdd.
 */
export function ProductCardView({
  product,
  lng,
  t,
  headingLevel = 3,
  firstInView = false,
  onUnfavourited,
}: ProductCardViewProps) {
  const Name = `h${headingLevel}` as const;
  const price = cardPrice(product);
  const rating = cardRating(product);
  const number = (value: number) => numberFormat(lng).format(value);
  const sale = product.inStock ? price?.sale : undefined;
  return (
    <article className={product.inStock ? styles.card : `${styles.card} ${styles.soldOutCard}`}>
      <Link href={localizedPath(lng, `/${product.slug}`)} className={styles.link}>
        <div className={styles.media}>
          {product.image && (
            // The link is named by the product's name below; the picture adds nothing to read out.
            <ShopImage
              src={product.image}
              alt=""
              fill
              sizes={IMAGE.productCardSizes}
              className={styles.image}
              loading={firstInView ? 'eager' : 'lazy'}
              fetchPriority={firstInView ? 'high' : 'auto'}
            />
          )}
        </div>
        <Name className={styles.name}>{product.name}</Name>
      </Link>
      <FavouriteButton
        variant="icon"
        labels={favouriteLabels(t, product.name)}
        productId={product.id}
        item={productToGa4Item(product)}
        className={styles.favourite}
        onRemoved={onUnfavourited}
      />
      {/* After the name in reading order; drawn over the picture's corner. */}
      {!product.inStock && <p className={styles.badge}>{t('stock.outOfStock')}</p>}
      {sale && (
        // Not a <p>: e2e/catalog.spec.ts reads a card's `p span:first-child` as its price.
        <div className={`${styles.badge} ${styles.saleBadge}`}>
          {sale.percent === null ? (
            t('card.sale')
          ) : (
            <>
              <span aria-hidden="true">{t('card.discount', { percent: sale.percent })}</span>
              <span className="visually-hidden">{t('card.discountLabel', { percent: sale.percent })}</span>
            </>
          )}
        </div>
      )}
      {price && (
        <p className={styles.price}>
          {/* First in the paragraph and alone: what the shopper pays (e2e/catalog.spec.ts reads it). */}
          <span className={price.sale ? `${styles.current} ${styles.onSale}` : styles.current}>
            {price.from
              ? t('card.from', { price: formatPrice(price.amount, lng) })
              : formatPrice(price.amount, lng)}
          </span>
          {price.volumeMl !== null && (
            <span className={styles.volume}>{t('card.volume', { ml: number(price.volumeMl) })}</span>
          )}
          {price.sale?.regular != null && (
            <>
              <span className="visually-hidden">{t('card.oldPrice')}</span>
              <del className={styles.regular}>{formatPrice(price.sale.regular, lng)}</del>
            </>
          )}
        </p>
      )}
      {rating && (
        <div
          className={styles.rating}
          role="img"
          aria-label={t('card.rating', { rating: number(rating.rating), count: rating.count })}
        >
          <span className={styles.stars} aria-hidden="true">
            ★★★★★
            <span className={styles.starsOn} style={{ width: `${(rating.stars / 5) * 100}%` }}>
              ★★★★★
            </span>
          </span>
          <span className={styles.count} aria-hidden="true">
            {number(rating.rating)} ({number(rating.count)})
          </span>
        </div>
      )}
    </article>
  );
}
