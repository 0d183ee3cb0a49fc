// Step 4: approved reviews with their ratings and dates, the language each is written in, and the
// photos of some of them, written as the storefront writes a shopper's review: the photos uploaded as
// media and linked as Customer Reviews for WooCommerce links them, one `ivole_review_image2` comment
// meta value per attachment, and the language as comment meta `review_language`, in one call per
// review (both keys registered for REST by the local mu-plugin, as docs/woocommerce.md asks).
// WordPress's comments route takes no batch, so that is one request per review (the client keeps
// four in flight).
import { createInBatches } from './batch';
import { mapped, remember, type SeedRun } from './context';
import { uploadImages } from './media';

/** The sandbox's picture of a review photo (seed-review-photos.ts names them so). */
const photoPath = (reviewId: number, n: number) =>
  `/wp-content/uploads/generated/review-${reviewId}-photo-${n}-600x600.png`;

export async function seedReviews(
  run: SeedRun,
): Promise<{ reviews: number; photos: number; languages: number }> {
  const { client, shop, ids } = run;
  const reviews = shop.reviews.filter((r) => ids.product.has(r.product_id));
  const answers = await createInBatches<{ id: number }>(
    client,
    '/wc/v3/products/reviews/batch',
    reviews.map((r) => ({
      product_id: mapped(ids.product, 'product', r.product_id),
      review: r.review,
      reviewer: r.reviewer,
      reviewer_email: r.reviewer_email,
      rating: r.rating,
      status: r.status,
      date_created: r.date_created,
    })),
  );
  remember(
    run,
    'review',
    reviews.map((r) => ({ id: r.id, label: `#${r.id} on product ${r.product_id}` })),
    answers,
    ids.review,
  );

  const withPhotos = [...shop.reviewPhotos].filter(([id]) => ids.review.has(id));
  const paths = withPhotos.flatMap(([id, count]) =>
    Array.from({ length: count }, (_, i) => photoPath(id, i + 1)),
  );
  const photos = await uploadImages(run, paths);
  const metas = [...ids.review.keys()].flatMap((id) => {
    const language = shop.reviewLanguages.get(id);
    const count = shop.reviewPhotos.get(id) ?? 0;
    const meta = {
      ...(language ? { review_language: language } : {}),
      ...(count > 0 && {
        ivole_review_image2: Array.from({ length: count }, (_, i) => ids.media.get(photoPath(id, i + 1))),
      }),
    };
    return Object.keys(meta).length > 0 ? [{ id, meta }] : [];
  });
  await Promise.all(
    metas.map(({ id, meta }) => client.json('POST', `/wp/v2/comments/${ids.review.get(id)}`, { meta })),
  );
  return {
    reviews: ids.review.size,
    photos,
    languages: metas.filter(({ meta }) => 'review_language' in meta).length,
  };
}
