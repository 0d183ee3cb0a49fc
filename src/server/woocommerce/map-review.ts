import type { Review } from '@/domain/reviews/review';
import { reviewParagraphs } from './review-text';
import type { WooReview } from './schemas';

/** A review without its photos (they live in WordPress, see wordpress/review-photos.ts). */
export function mapReview(review: WooReview): Review {
  return {
    id: review.id,
    productId: review.product_id,
    reviewer: review.reviewer.trim(),
    // WooCommerce's GMT time carries no zone designator; the plain one is the site's local time.
    date: review.date_created_gmt ? `${review.date_created_gmt.replace(/Z$/, '')}Z` : review.date_created,
    rating: Math.min(5, Math.max(0, review.rating)),
    paragraphs: reviewParagraphs(review.review),
    // WooCommerce has neither: WordPress comment meta holds them (wordpress/review-extras.ts).
    photos: [],
    language: null,
  };
}
