import type { Language } from '@/config/shop';
import { INTL_LOCALE } from '@/i18n/languages';
import type { ProductReview } from '@/domain/catalogue/product-detail';
import styles from './reviews-list.module.css';
import { RatingStars } from './rating-stars';
import { RichText } from '@/components/ui/rich-text';

export type ReviewsListProps = {
  reviews: ProductReview[];
  lng: Language;
  texts: { title: string; empty: string; stars: (rating: number) => string };
};

export function ReviewsList({ reviews, lng, texts }: ReviewsListProps) {
  const date = new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
  return (
    <section className={styles.reviews} aria-labelledby="product-reviews">
      <h2 id="product-reviews">{texts.title}</h2>
      {reviews.length === 0 ? (
        // Spec §8: the empty state invites the first review.
        <p>{texts.empty}</p>
      ) : (
        <ul>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <p className={styles.reviewHead}>
                <strong>{review.reviewer}</strong>
                {review.date && <time dateTime={review.date}>{date.format(new Date(review.date))}</time>}
                <RatingStars rating={review.rating} label={texts.stars(review.rating)} />
              </p>
              <RichText className={styles.html} html={review.html} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
