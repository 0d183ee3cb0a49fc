import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { isShopProduct } from '@/domain/catalogue/category-conventions';
import type { Review, ReviewedProduct } from '@/domain/reviews/review';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import { photosOfReviews, REVIEWS_MAX_AGE_SECONDS } from '@/server/wordpress/review-photos';
import { wooDelete, wooGet, wooGetAll, wooWrite } from './client';
import { mapProduct, mapReview } from './map';
import { wooReviewSchema, type WooReviewCreate } from './schemas';
import { productsIn } from './product-language';

/** The reviews with their photos; without them (logged) when WordPress fails to say. */
export async function attachReviewPhotos(reviews: Review[]): Promise<Review[]> {
  const photos = await photosOfReviews(reviews.map((review) => review.id)).catch((error: unknown) => {
    // The reviews still show without their photos; the failure is logged with what was asked.
    console.error(`review photos of ${reviews.length} reviews failed`, error);
    return new Map<number, Review['photos']>();
  });
  return reviews.map((review) => ({ ...review, photos: photos.get(review.id) ?? [] }));
}

/**
 * Approved reviews of one product, newest first, with their photos; tagged with the product (an
 * edit refreshes both) and with `reviews` (an approval in WordPress admin refreshes them).
 */
export async function listProductReviews(product: { id: number; slug: string }): Promise<Review[]> {
  const data = await wooGetAll('products/reviews', {
    query: { 'product[]': product.id, status: 'approved' },
    tags: [CACHE_TAGS.reviews, productTag(product.slug)],
    schema: z.array(wooReviewSchema),
    maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
  });
  return attachReviewPhotos(data.map(mapReview));
}

/**
 * Every approved review of the shop, newest first, without photos: WooCommerce cannot filter by
 * rating, so /reviews filters, counts and pages this list itself (cached; one page of 100 per
 * hundred reviews).
 */
export async function listApprovedReviews(): Promise<Review[]> {
  const data = await wooGetAll('products/reviews', {
    query: { status: 'approved', orderby: 'date', order: 'desc' },
    tags: [CACHE_TAGS.reviews],
    schema: z.array(wooReviewSchema),
    maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
  });
  return data.map(mapReview);
}

/** The products these reviews are about, in the page's language, for their links and images. */
export async function reviewedProducts(ids: number[], lng: Language): Promise<Map<number, ReviewedProduct>> {
  const unique = [...new Set(ids)].filter((id) => id > 0).sort((a, b) => a - b);
  if (unique.length === 0) return new Map();
  const { data } = await wooGet('products', {
    query: { include: unique.join(','), per_page: 100 },
    lng,
    tags: [CACHE_TAGS.products],
    schema: productsIn(lng),
  });
  return new Map(
    data
      .map(mapProduct)
      .map((product) => [
        product.id,
        { id: product.id, name: product.name, slug: product.slug, image: product.images[0]?.src ?? null },
      ]),
  );
}

const createdSchema = z.object({ id: z.number(), status: z.string() });

/** Creates the review on hold, for staff to approve in WordPress admin. */
export function createHeldReview(
  review: Omit<WooReviewCreate, 'status'>,
): Promise<{ id: number; status: string }> {
  return wooWrite('POST', 'products/reviews', { ...review, status: 'hold' }, createdSchema);
}

/** Deletes a review for good (one whose photos could not be linked: it must not be approved bare). */
export function deleteReview(id: number): Promise<void> {
  return wooDelete(`products/reviews/${id}`);
}

/** What a shopper may review on /reviews: the shop's own products (not samples, gifts or sets' parts). */
export async function reviewableProducts(lng: Language): Promise<{ id: number; name: string }[]> {
  const data = await wooGetAll('products', {
    query: { status: 'publish', orderby: 'title', order: 'asc' },
    lng,
    tags: [CACHE_TAGS.products],
    schema: productsIn(lng),
  });
  return data
    .map(mapProduct)
    .filter(isShopProduct)
    .map((product) => ({ id: product.id, name: product.name }));
}
