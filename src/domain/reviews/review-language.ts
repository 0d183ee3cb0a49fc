import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';

/*
 * WooCommerce's reviews have no language; the shop stores the language of the page a review was
 * written on (docs/woocommerce.md, "Reviews in three languages"). A page lists its own language's
 * reviews and keeps the others under the list, so none is lost.
 */

/** A review without a stored language (wp-admin, or older than the rule) counts as the default's. */
export function languageOfReview(review: { language: Language | null }): Language {
  return review.language ?? DEFAULT_LANGUAGE;
}

export type ReviewsByLanguage<T> = {
  /** The page language's reviews, in the given order. */
  own: T[];
  /** Every other review, in the given order. */
  others: T[];
};

export function splitByLanguage<T extends { language: Language | null }>(
  reviews: readonly T[],
  lng: Language,
): ReviewsByLanguage<T> {
  const own: T[] = [];
  const others: T[] = [];
  for (const review of reviews) (languageOfReview(review) === lng ? own : others).push(review);
  return { own, others };
}
