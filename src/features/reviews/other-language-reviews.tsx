import type { Language } from '@/config/shop';
import type { Review, ReviewedProduct } from '@/domain/reviews/review';
import { ReviewCard } from './review-card';
import styles from './reviews.module.css';

/**
 * The reviews written in other languages than the page's, under its list: a page speaks one
 * language, and no review is lost (docs/woocommerce.md, "Reviews in three languages"). Closed until
 * the shopper opens it; its summary says how many wait inside.
 */
export function OtherLanguageReviews({
  reviews,
  lng,
  label,
  starsLabel,
  listClassName,
}: {
  reviews: (Review & { product?: ReviewedProduct | null })[];
  lng: Language;
  /** "Reviews in other languages (N)", counted. */
  label: string;
  starsLabel: (rating: number) => string;
  listClassName?: string;
}) {
  if (reviews.length === 0) return null;
  return (
    <details className={styles.otherLanguages}>
      <summary>{label}</summary>
      <ul className={listClassName}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              product={review.product}
              lng={lng}
              starsLabel={starsLabel(review.rating)}
            />
          </li>
        ))}
      </ul>
    </details>
  );
}
