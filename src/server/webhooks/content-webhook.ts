import { z } from 'zod';
import { CACHE_TAGS, postTag } from '@/server/cache-tags';

/**
 * WordPress core sends no webhooks. WooCommerce, already on the site, does: a webhook with the topic
 * "Action" posts `{action, arg}`, signed like its product webhooks. WooCommerce accepts an Action only
 * for hooks named `woocommerce_*` or `wc_*` (wc_is_webhook_valid_topic; any other topic is saved empty
 * and never fires), so docs/woocommerce.md step 12's snippet passes WordPress's `save_post_post` and
 * `save_post_page` on as `wc_storefront_post_saved` / `wc_storefront_page_saved` with the post id.
 * `save_post_{type}` rather than `save_post` keeps revisions and products out.
 */
export const POST_SAVED_TOPIC = 'action.wc_storefront_post_saved';
export const PAGE_SAVED_TOPIC = 'action.wc_storefront_page_saved';

const actionPayload = z.object({ action: z.string(), arg: z.coerce.number().int().positive() });

/**
 * The cache tags a content action touches: an article is on its own page, in the blog lists, in
 * other articles' "read next" and in the home teaser, which all share the `posts` tag.
 */
export function tagsForContentWebhook(topic: string, body: unknown): string[] | null {
  if (topic === PAGE_SAVED_TOPIC) return [CACHE_TAGS.pages];
  if (topic !== POST_SAVED_TOPIC) return null;
  const payload = actionPayload.safeParse(body);
  return payload.success ? [CACHE_TAGS.posts, postTag(payload.data.arg)] : [CACHE_TAGS.posts];
}
