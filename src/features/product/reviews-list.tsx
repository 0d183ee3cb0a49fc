import type { Language } from '@/config/shop';
import type { Review } from '@/domain/reviews/review';
import { splitByLanguage } from '@/domain/reviews/review-language';
import { OtherLanguageReviews } from '@/features/reviews/other-language-reviews';
import { ReviewCard } from '@/features/reviews/review-card';
import { WriteReviewButton } from '@/features/reviews/write-review-button';
import { headingClassName } from '@/components/ui/section-heading';
import styles from './reviews-list.module.css';

export type ReviewsListProps = {
  reviews: Review[];
  product: { id: number; name: string };
  lng: Language;
  texts: {
    title: string;
    empty: string;
    /** When the page's language has none and others have some. */
    noneInLanguage: string;
    stars: (rating: number) => string;
    otherLanguages: (count: number) => string;
  };
};

/**
 * The product page's reviews in the page's language, with their photos, the other languages'
 * under them (closed), and the `review` popup for this product.
 */
export function ReviewsList({ reviews, product, lng, texts }: ReviewsListProps) {
  const { own, others } = splitByLanguage(reviews, lng);
  return (
    <section className={styles.reviews} aria-labelledby="product-reviews">
      <h2 id="product-reviews" className={headingClassName('section')}>
        {texts.title}
      </h2>
      {own.length === 0 ? (
        // Spec §8: the empty state invites the first review (the first in this language, if others exist).
        <p>{others.length > 0 ? texts.noneInLanguage : texts.empty}</p>
      ) : (
        <ul>
          {own.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} lng={lng} starsLabel={texts.stars(review.rating)} />
            </li>
          ))}
        </ul>
      )}
      <OtherLanguageReviews
        reviews={others}
        lng={lng}
        label={texts.otherLanguages(others.length)}
        starsLabel={texts.stars}
      />
      <div className={styles.write}>
        <WriteReviewButton lng={lng} preset={{ id: product.id, name: product.name }} />
      </div>
    </section>
  );
}
