import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import type { ProductReview } from '@/domain/catalogue/product-detail';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import { wooGet } from './client';
import { mapReview, wooReviewSchema } from './map-detail';

/** Approved reviews of one product, newest first; tagged with the product so an edit refreshes both. */
export async function listProductReviews(
  product: { id: number; slug: string },
  lng: Language,
): Promise<ProductReview[]> {
  const { data } = await wooGet('products/reviews', {
    query: { product: product.id, status: 'approved', per_page: 100 },
    lng,
    tags: [CACHE_TAGS.products, productTag(product.slug)],
    schema: z.array(wooReviewSchema),
  });
  return data.map(mapReview);
}
