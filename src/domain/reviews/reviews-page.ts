import { z } from 'zod';
import { REVIEWS_PAGE_SIZE, type Language } from '@/config/shop';
import { splitByLanguage } from './review-language';

/** /reviews?rating=5&page=2: bad values fall back to "all" and the first page, never an error. */
export const reviewsQuerySchema = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});

/** The query parameters the reviews page reads. */
export const REVIEWS_PARAMETERS = ['rating', 'page'] as const;

export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export function parseReviewsQuery(search: Record<string, string | string[] | undefined>): ReviewsQuery {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return reviewsQuerySchema.parse({ rating: first(search.rating), page: first(search.page) });
}

export type RatingSummary = {
  /** Mean of every approved review's rating, one decimal; 0 with no reviews. */
  average: number;
  count: number;
  /** How many reviews have each rating, 1–5. */
  byRating: Record<1 | 2 | 3 | 4 | 5, number>;
};

export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  const byRating = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const rating of ratings) {
    if (rating >= 1 && rating <= 5) byRating[Math.round(rating) as 1 | 2 | 3 | 4 | 5] += 1;
  }
  const rated = ratings.filter((rating) => rating >= 1 && rating <= 5);
  const sum = rated.reduce((total, rating) => total + rating, 0);
  return {
    average: rated.length ? Math.round((sum / rated.length) * 10) / 10 : 0,
    count: ratings.length,
    byRating,
  };
}

export type ReviewsPage<T> = { items: T[]; page: number; totalPages: number; total: number };

function withRating<T extends { rating: number }>(reviews: readonly T[], rating: number | undefined): T[] {
  return rating ? reviews.filter((review) => review.rating === rating) : [...reviews];
}

/** Newest first is the caller's order; this filters by rating and cuts one page. */
export function reviewsPage<T extends { rating: number }>(
  reviews: readonly T[],
  query: ReviewsQuery,
  pageSize = REVIEWS_PAGE_SIZE,
): ReviewsPage<T> {
  const matching = withRating(reviews, query.rating);
  const totalPages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(query.page, totalPages);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    page,
    totalPages,
    total: matching.length,
  };
}

export type LanguageReviewsPage<T> = ReviewsPage<T> & {
  /** The other languages' reviews with the chosen rating, newest first; only on the last page. */
  others: T[];
};

/**
 * /reviews in the page's language: its reviews are filtered and paged (the pages count only them);
 * the other languages' reviews with the same rating go under the list's last page, unpaged, in a
 * closed disclosure. The last page, not every one: "below the list" is after its last review, and on
 * /en or /ru those reviews are most of the shop's, rendered once rather than on every page.
 */
export function reviewsPageIn<T extends { rating: number; language: Language | null }>(
  reviews: readonly T[],
  lng: Language,
  query: ReviewsQuery,
  pageSize = REVIEWS_PAGE_SIZE,
): LanguageReviewsPage<T> {
  const { own, others } = splitByLanguage(reviews, lng);
  const page = reviewsPage(own, query, pageSize);
  return { ...page, others: page.page === page.totalPages ? withRating(others, query.rating) : [] };
}
