import { parseReviewsQuery, reviewsPage, summarizeRatings } from './reviews-page';

const reviews = Array.from({ length: 23 }, (_, i) => ({ id: 23 - i, rating: (i % 5) + 1 }));

describe('the /reviews list', () => {
  it('cuts pages of ten in the given (newest first) order, the last page partial', () => {
    const first = reviewsPage(reviews, { page: 1 });
    expect(first.items.map((r) => r.id)).toEqual([23, 22, 21, 20, 19, 18, 17, 16, 15, 14]);
    expect(first.totalPages).toBe(3);
    expect(reviewsPage(reviews, { page: 3 }).items.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('filters by rating before paging, and a page past the end shows the last one', () => {
    const fives = reviewsPage(reviews, { rating: 5, page: 9 });
    expect(fives.total).toBe(4);
    expect(fives.page).toBe(1);
    expect(fives.items.every((r) => r.rating === 5)).toBe(true);
  });

  it('garbage in the query falls back to all ratings and the first page', () => {
    expect(parseReviewsQuery({ rating: '9', page: '-2' })).toEqual({ rating: undefined, page: 1 });
    expect(parseReviewsQuery({ rating: ['4', '5'], page: '2' })).toEqual({ rating: 4, page: 2 });
    expect(parseReviewsQuery({})).toEqual({ rating: undefined, page: 1 });
  });

  it('the summary is the mean to one decimal and the count per rating', () => {
    expect(summarizeRatings([5, 4, 4])).toEqual({
      average: 4.3,
      count: 3,
      byRating: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(summarizeRatings([]).average).toBe(0);
  });
});
