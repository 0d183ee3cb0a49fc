import { RECENTLY_VIEWED_MAX } from '@/config/shop';
import { parseStoredRecentlyViewed, recentlyViewedExcept, recordView } from './recently-viewed';

describe('recently viewed', () => {
  it('the product just viewed comes first', () => {
    expect(recordView([2, 1], 3)).toEqual([3, 2, 1]);
  });

  it('viewing a product again moves it to the front instead of listing it twice', () => {
    expect(recordView([3, 2, 1], 1)).toEqual([1, 3, 2]);
  });

  it(`keeps the ${RECENTLY_VIEWED_MAX} newest`, () => {
    let ids: number[] = [];
    for (let id = 1; id <= 11; id += 1) ids = recordView(ids, id);
    expect(RECENTLY_VIEWED_MAX).toBe(8);
    expect(ids).toEqual([11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('a product page leaves itself out of its own row; the basket shows them all', () => {
    expect(recentlyViewedExcept([5, 4, 3], 5)).toEqual([4, 3]);
    expect(recentlyViewedExcept([5, 4, 3], 4)).toEqual([5, 3]);
    expect(recentlyViewedExcept([5, 4, 3])).toEqual([5, 4, 3]);
  });

  it('a stored list is read safely: bad entries and repeats dropped, never more than the limit', () => {
    expect(parseStoredRecentlyViewed('{"x":1}')).toEqual([]);
    expect(parseStoredRecentlyViewed([4, 'x', 4, 3])).toEqual([4, 3]);
    expect(parseStoredRecentlyViewed(Array.from({ length: 20 }, (_, i) => i + 1))).toHaveLength(8);
  });
});
