import { CACHE_TAGS } from '@/server/cache-tags';

/**
 * WooCommerce has no review topic: a shop adds an "Action" webhook on WordPress's
 * `transition_comment_status` (docs/woocommerce.md), which fires when staff approve, unapprove,
 * spam or trash a review. Its body names only the new status, so every review list is expired, and
 * the product lists too, as a product's rating and review count change with it.
 */
export function tagsForReviewWebhook(topic: string): string[] | null {
  if (topic !== 'action.transition_comment_status') return null;
  return [CACHE_TAGS.reviews, CACHE_TAGS.products];
}
