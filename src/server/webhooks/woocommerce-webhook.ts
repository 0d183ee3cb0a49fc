import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';

/** WooCommerce signs a webhook with base64 HMAC-SHA256 of the raw body, keyed by the webhook's secret. */
export function isWebhookSigned(rawBody: string, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(rawBody, 'utf8').digest('base64'));
  const received = Buffer.from(signature);
  return expected.length === received.length && timingSafeEqual(expected, received);
}

const productPayload = z.object({
  id: z.number(),
  slug: z.string().optional(),
  parent_id: z.number().optional(),
  categories: z.array(z.object({ slug: z.string() })).optional(),
});

/**
 * The cache tags a product webhook touches: the product itself, every list (catalogue pages, the
 * home shelves and /api/filters share the `products` tag) and its categories' counts.
 */
export function tagsForProductWebhook(topic: string, body: unknown): string[] | null {
  if (!topic.startsWith('product.')) return null;
  const product = productPayload.safeParse(body);
  const tags: string[] = [CACHE_TAGS.products, CACHE_TAGS.categories];
  if (product.success && product.data.slug) tags.push(productTag(product.data.slug));
  return tags;
}
