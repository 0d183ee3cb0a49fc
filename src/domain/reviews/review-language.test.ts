import type { Language } from '@/config/shop';
import { languageOfReview, splitByLanguage } from './review-language';
import { reviewsPageIn } from './reviews-page';

const review = (id: number, language: Language | null, rating = 5) => ({ id, language, rating });
const ids = (reviews: { id: number }[]) => reviews.map((r) => r.id);

describe('reviews by the language they were written in', () => {
  const newestFirst = [review(6, 'en'), review(5, 'uk'), review(4, null), review(3, 'ru'), review(2, 'en')];

  it('a page keeps its own language’s reviews and sets the others aside, each in the given order', () => {
    expect(ids(splitByLanguage(newestFirst, 'en').own)).toEqual([6, 2]);
    expect(ids(splitByLanguage(newestFirst, 'en').others)).toEqual([5, 4, 3]);
    expect(ids(splitByLanguage(newestFirst, 'ru').own)).toEqual([3]);
    expect(ids(splitByLanguage(newestFirst, 'ru').others)).toEqual([6, 5, 4, 2]);
  });

  it('a review without a stored language (wp-admin, or written before) counts as Ukrainian', () => {
    expect(languageOfReview(review(1, null))).toBe('uk');
    expect(ids(splitByLanguage(newestFirst, 'uk').own)).toEqual([5, 4]);
  });

  it('no review is lost: the two parts hold every review once', () => {
    for (const lng of ['uk', 'en', 'ru'] as const) {
      const { own, others } = splitByLanguage(newestFirst, lng);
      expect(ids([...own, ...others]).sort()).toEqual(ids(newestFirst).sort());
    }
  });
});

describe('/reviews in one language', () => {
  // 23 English reviews (ids 101–123, newest first), then Ukrainian and Russian ones, ratings 1–5.
  const english = Array.from({ length: 23 }, (_, i) => review(123 - i, 'en', (i % 5) + 1));
  const rest = [review(9, 'uk', 5), review(8, null, 3), review(7, 'ru', 5), review(6, 'ru', 4)];
  const all = [...english, ...rest];

  it('pages count only the page language’s reviews; the others wait under the last page', () => {
    const first = reviewsPageIn(all, 'en', { page: 1 });
    expect(first.total).toBe(23);
    expect(first.totalPages).toBe(3);
    expect(ids(first.items)).toEqual([123, 122, 121, 120, 119, 118, 117, 116, 115, 114]);
    expect(first.others).toEqual([]);
    const last = reviewsPageIn(all, 'en', { page: 3 });
    expect(ids(last.items)).toEqual([103, 102, 101]);
    expect(ids(last.others)).toEqual([9, 8, 7, 6]);
  });

  it('the rating filter applies to both parts', () => {
    const fives = reviewsPageIn(all, 'en', { rating: 5, page: 1 });
    expect(fives.items.every((r) => r.rating === 5 && r.language === 'en')).toBe(true);
    expect(ids(fives.others)).toEqual([9, 7]);
  });

  it('a language without reviews has one empty page, and every review in the disclosure', () => {
    const page = reviewsPageIn(rest, 'en', { page: 1 });
    expect(page).toMatchObject({ items: [], page: 1, totalPages: 1, total: 0 });
    expect(ids(page.others)).toEqual([9, 8, 7, 6]);
  });

  it('on the Ukrainian page the reviews without a language are in the list', () => {
    const page = reviewsPageIn(all, 'uk', { page: 1 });
    expect(ids(page.items)).toEqual([9, 8]);
    expect(page.others).toHaveLength(25);
  });
});
