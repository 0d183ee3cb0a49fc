import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import type { ProductReview } from '@/domain/catalogue/product-detail';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import { wooGetAll } from './client';
import { mapReview } from './map';
import { wooReviewSchema } from './schemas';

/** Approved reviews of one product, newest first; tagged with the product so an edit refreshes both. */
export async function listProductReviews(
  product: { id: number; slug: string },
  lng: Language,
): Promise<ProductReview[]> {
  const data = await wooGetAll('products/reviews', {
    query: { product: product.id, status: 'approved' },
    lng,
    tags: [CACHE_TAGS.products, productTag(product.slug)],
    schema: z.array(wooReviewSchema),
  });
  return data.map(mapReview);
}
