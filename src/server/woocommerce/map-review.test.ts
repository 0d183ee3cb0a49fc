import { mapReview } from './map-review';
import { wooReviewSchema } from './schemas';

describe('product page mapping', () => {
  it('a review keeps reviewer, UTC date, stars and its text as plain paragraphs', () => {
    const review = mapReview(
      wooReviewSchema.parse({
        id: 4,
        product_id: 12,
        date_created: '2025-02-15T14:00:00',
        date_created_gmt: '2025-02-15T12:00:00',
        reviewer: ' Ірина ',
        review: '<p>Ніжний і затишний.</p>\n<p>Другий<br />\nрядок &amp; ще</p>\n',
        rating: 3,
      }),
    );
    expect(review).toEqual({
      id: 4,
      productId: 12,
      reviewer: 'Ірина',
      date: '2025-02-15T12:00:00Z',
      rating: 3,
      paragraphs: ['Ніжний і затишний.', 'Другий\nрядок & ще'],
      photos: [],
      language: null,
    });
  });
});
