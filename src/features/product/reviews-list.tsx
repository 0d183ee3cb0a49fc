import type { Language } from '@/config/shop';
import type { Review } from '@/domain/reviews/review';
import { ReviewCard } from '@/features/reviews/review-card';
import { WriteReviewButton } from '@/features/reviews/write-review-button';
import styles from './reviews-list.module.css';

export type ReviewsListProps = {
  reviews: Review[];
  product: { id: number; name: string };
  lng: Language;
  texts: { title: string; empty: string; stars: (rating: number) => string };
};

/** The product page's reviews, with their photos, and the `review` popup for this product. */
export function ReviewsList({ reviews, product, lng, texts }: ReviewsListProps) {
  return (
    <section className={styles.reviews} aria-labelledby="product-reviews">
      <h2 id="product-reviews">{texts.title}</h2>
      {reviews.length === 0 ? (
        // Spec §8: the empty state invites the first review.
        <p>{texts.empty}</p>
      ) : (
        <ul>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} lng={lng} starsLabel={texts.stars(review.rating)} />
            </li>
          ))}
        </ul>
      )}
      <div className={styles.write}>
        <WriteReviewButton lng={lng} preset={{ id: product.id, name: product.name }} />
      </div>
    </section>
  );
}
