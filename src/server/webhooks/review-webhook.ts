import { CACHE_TAGS } from '@/server/cache-tags';

/**
 * WooCommerce has no review topic: docs/woocommerce.md's snippet passes WordPress's
 * `transition_comment_status` (staff approve, unapprove, spam or trash a review) on as
 * `wc_storefront_review_status`, a hook name WooCommerce accepts for an "Action" webhook. Its body
 * names only the comment, so every review list is expired, and the product lists too, as a product's
 * rating and review count change with it.
 */
export const REVIEW_STATUS_TOPIC = 'action.wc_storefront_review_status';

export function tagsForReviewWebhook(topic: string): string[] | null {
  if (topic !== REVIEW_STATUS_TOPIC) return null;
  return [CACHE_TAGS.reviews, CACHE_TAGS.products];
}
