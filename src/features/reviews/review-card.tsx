import { ShopImage } from '@/components/ui/shop-image';
import Link from '@/components/ui/shop-link';
import type { Language } from '@/config/shop';
import type { Review, ReviewedProduct } from '@/domain/reviews/review';
import { RatingStars } from '@/components/ui/rating-stars';
import { INTL_LOCALE, localizedPath } from '@/i18n/languages';
import { ReviewPhotos } from './review-photos';
import styles from './reviews.module.css';

/**
 * One review: who, when, how many stars, the text and the photos; on /reviews also the product it
 * is about. The text is plain text (see server/woocommerce/review-text.ts), so React escapes it.
 */
export function ReviewCard({
  review,
  product,
  lng,
  starsLabel,
}: {
  review: Review;
  product?: ReviewedProduct | null;
  lng: Language;
  starsLabel: string;
}) {
  const date = new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
  return (
    <article className={styles.card}>
      {product && (
        <Link href={localizedPath(lng, `/${product.slug}`)} className={styles.product}>
          {product.image && (
            <ShopImage
              src={product.image}
              alt=""
              width={56}
              height={56}
              sizes="56px"
              className={styles.productImage}
            />
          )}
          <span>{product.name}</span>
        </Link>
      )}
      <p className={styles.head}>
        <strong>{review.reviewer}</strong>
        {review.date && <time dateTime={review.date}>{date.format(new Date(review.date))}</time>}
        <RatingStars rating={review.rating} label={starsLabel} />
      </p>
      {/* A review in another language than the page's is read out and translated as that one. */}
      <div
        className={styles.text}
        lang={review.language && review.language !== lng ? review.language : undefined}
      >
        {review.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      <ReviewPhotos photos={review.photos} author={review.reviewer} />
    </article>
  );
}
