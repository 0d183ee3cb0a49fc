import { z } from 'zod';
import { CACHE_TAGS, postTag } from '@/server/cache-tags';

/**
 * WordPress core sends no webhooks. WooCommerce, already on the site, does: a webhook with the topic
 * "Action" and the hook `save_post_post` (or `save_post_page`) posts `{action, arg: <post id>}`,
 * signed like its product webhooks, whenever wp_update_post saves a post (editor, REST, quick edit,
 * trash). `save_post_{type}` rather than `save_post` keeps revisions and products out.
 */
const actionPayload = z.object({ action: z.string(), arg: z.coerce.number().int().positive() });

/**
 * The cache tags a content action touches: an article is on its own page, in the blog lists, in
 * other articles' "read next" and in the home teaser, which all share the `posts` tag.
 */
export function tagsForContentWebhook(topic: string, body: unknown): string[] | null {
  if (topic === 'action.save_post_page') return [CACHE_TAGS.pages];
  if (topic !== 'action.save_post_post') return null;
  const payload = actionPayload.safeParse(body);
  return payload.success ? [CACHE_TAGS.posts, postTag(payload.data.arg)] : [CACHE_TAGS.posts];
}
