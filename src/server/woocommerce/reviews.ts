import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { isShopProduct } from '@/domain/catalog/category-conventions';
import type { Review, ReviewedProduct } from '@/domain/reviews/review';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import {
  languagesOfReviews,
  REVIEWS_MAX_AGE_SECONDS,
  reviewExtras,
  type ReviewExtras,
} from '@/server/wordpress/review-extras';
import { WooCommerceError, wooDelete, wooGet, wooGetAll, wooGetFresh, wooWrite } from './client';
import { mapProduct } from './map-product';
import { mapReview } from './map-review';
import { wooReviewSchema, type WooReviewCreate } from './schemas';
import { productsIn } from './product-language';
import { reviewRefusal } from './refusals';

async function extrasOf(reviews: Review[]): Promise<Map<number, ReviewExtras>> {
  return reviewExtras(reviews.map((review) => review.id)).catch((error: unknown) => {
    // The reviews still show, without their photos and counted as Ukrainian; logged with what was asked.
    console.error(`photos and languages of ${reviews.length} reviews failed`, error);
    return new Map<number, ReviewExtras>();
  });
}

/** The reviews with their photos; without them (logged) when WordPress fails to say. */
export async function attachReviewPhotos<T extends Review>(reviews: T[]): Promise<T[]> {
  const extras = await extrasOf(reviews);
  return reviews.map((review) => ({ ...review, photos: extras.get(review.id)?.photos ?? [] }));
}

/**
 * Approved reviews of one product, newest first, with their photos and languages; tagged with the
 * product (an edit refreshes both) and with `reviews` (an approval in WordPress admin refreshes them).
 */
export async function listProductReviews(product: { id: number; slug: string }): Promise<Review[]> {
  const data = await wooGetAll('products/reviews', {
    query: { 'product[]': product.id, status: 'approved' },
    tags: [CACHE_TAGS.reviews, productTag(product.slug)],
    schema: z.array(wooReviewSchema),
    maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
  });
  const reviews = data.map(mapReview);
  const extras = await extrasOf(reviews);
  return reviews.map((review) => ({ ...review, ...extras.get(review.id) }));
}

/**
 * Every approved review of the shop, newest first, with its language but without photos:
 * WooCommerce can filter neither by rating nor by language, so /reviews filters, counts and pages
 * this list itself (cached; per hundred reviews one page of 100 from WooCommerce and one call for
 * the languages from WordPress).
 */
export async function listApprovedReviews(): Promise<Review[]> {
  const data = await wooGetAll('products/reviews', {
    query: { status: 'approved', orderby: 'date', order: 'desc' },
    tags: [CACHE_TAGS.reviews],
    schema: z.array(wooReviewSchema),
    maxAgeSeconds: REVIEWS_MAX_AGE_SECONDS,
  });
  const reviews = data.map(mapReview);
  const languages = await languagesOfReviews(reviews.map((review) => review.id)).catch((error: unknown) => {
    // The reviews still show, counted as Ukrainian (the Ukrainian page lists them all).
    console.error(`languages of ${reviews.length} reviews failed`, error);
    return new Map<number, Review['language']>();
  });
  return reviews.map((review) => ({ ...review, language: languages.get(review.id) ?? null }));
}

/**
 * The products these reviews are about, in the page's language, for their links and images; a
 * hundred per request (WooCommerce's page), as the other languages' reviews on /reviews may be about
 * more products than that.
 */
export async function reviewedProducts(ids: number[], lng: Language): Promise<Map<number, ReviewedProduct>> {
  const unique = [...new Set(ids)].filter((id) => id > 0).sort((a, b) => a - b);
  const schema = await productsIn(lng);
  const pages = await Promise.all(
    Array.from({ length: Math.ceil(unique.length / 100) }, (_, i) =>
      wooGet('products', {
        // Published only (WooCommerce lists every status but the trash by default): a review of a
        // product staff hid is shown without a link to a page that would not open.
        query: { include: unique.slice(i * 100, (i + 1) * 100).join(','), per_page: 100, status: 'publish' },
        lng,
        tags: [CACHE_TAGS.products],
        schema,
      }),
    ),
  );
  return new Map(
    pages
      .flatMap(({ data }) => data.map(mapProduct))
      .map((product) => [
        product.id,
        { id: product.id, name: product.name, slug: product.slug, image: product.images[0]?.src ?? null },
      ]),
  );
}

const createdSchema = z.object({ id: z.number(), status: z.string() });
const productStatusSchema = z.object({ id: z.number(), status: z.string().optional() });

/** Whether a review may be written for this product: it exists and is published (read fresh). */
export async function isReviewableProduct(id: number): Promise<boolean> {
  try {
    const product = await wooGetFresh(`products/${id}`, productStatusSchema);
    return product.status === undefined || product.status === 'publish';
  } catch (error) {
    if (error instanceof WooCommerceError && error.status === 404) return false;
    throw error;
  }
}

/** Creates the review on hold, for staff to approve in WordPress admin; DuplicateReviewError for a repeat. */
export async function createHeldReview(
  review: Omit<WooReviewCreate, 'status'>,
): Promise<{ id: number; status: string }> {
  try {
    return await wooWrite('POST', 'products/reviews', { ...review, status: 'hold' }, createdSchema);
  } catch (error) {
    throw reviewRefusal(error);
  }
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
