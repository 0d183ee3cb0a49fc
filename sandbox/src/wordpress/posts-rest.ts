import { z } from 'zod';
import type { SandboxContext } from '../context';
import { deliverWebhook } from '../woocommerce/webhooks';
import { getPost, postTranslations, postUri, termsOfPost, type PostRow } from './content';
import { RestError } from './media';

/**
 * `POST /wp/v2/posts/{id}`: what WP_REST_Posts_Controller::update_item accepts from an editor.
 * `title`, `content` and `excerpt` take a string or `{raw}`, as WordPress does.
 */
const rendered = z.union([z.string(), z.object({ raw: z.string() }).transform((v) => v.raw)]);
const updateSchema = z.object({
  title: rendered.optional(),
  content: rendered.optional(),
  excerpt: rendered.optional(),
  slug: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  status: z.enum(['publish', 'draft', 'pending', 'private', 'future']).optional(),
});

function now(): string {
  return new Date().toISOString().slice(0, 19);
}

/** The post as the REST API answers an edit (`context=edit`: raw and rendered texts). */
export function postJson(ctx: SandboxContext, row: PostRow) {
  const base = ctx.config.baseUrl.replace(/\/$/, '');
  const terms = termsOfPost(ctx.db, row.id);
  const text = (value: string) => ({ raw: value, rendered: value });
  return {
    id: row.id,
    date: row.date,
    date_gmt: row.date,
    guid: { rendered: `${base}/?p=${row.id}`, raw: `${base}/?p=${row.id}` },
    modified: row.modified,
    modified_gmt: row.modified,
    slug: row.slug,
    status: row.status,
    type: 'post',
    link: `${base}${postUri(row)}`,
    title: text(row.title),
    content: { ...text(row.content), protected: false, block_version: 0 },
    excerpt: { ...text(row.excerpt), protected: false },
    author: row.author,
    featured_media: row.featured_media,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: terms.filter((t) => t.taxonomy === 'category').map((t) => t.id),
    tags: terms.filter((t) => t.taxonomy === 'post_tag').map((t) => t.id),
    // Polylang's REST fields.
    lang: row.lang,
    translations: Object.fromEntries(
      [row, ...postTranslations(ctx.db, row)].filter((r) => r.lang).map((r) => [r.lang, r.id]),
    ),
  };
}

/**
 * Updates a post as wp_update_post does and fires `save_post_post`, which docs step 12's snippet passes
 * on as `wc_storefront_post_saved`; a WooCommerce webhook with the topic
 * `action.wc_storefront_post_saved` turns that into a signed `{action, arg: post id}` delivery.
 */
export function updatePost(ctx: SandboxContext, id: number, body: unknown): PostRow {
  const row = getPost(ctx.db, id);
  if (!row || row.type !== 'post') throw new RestError(404, 'rest_post_invalid_id', 'Invalid post ID.');
  const parsed = updateSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const param = String(parsed.error.issues[0]?.path[0] ?? 'body');
    throw new RestError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
      params: { [param]: parsed.error.issues[0]?.message ?? 'Invalid parameter.' },
    });
  }
  const next: PostRow = {
    ...row,
    ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)),
    modified: now(),
  };
  ctx.db
    .prepare(
      `UPDATE wordpress_posts SET title = ?, content = ?, excerpt = ?, slug = ?, status = ?, modified = ? WHERE id = ?`,
    )
    .run(next.title, next.content, next.excerpt, next.slug, next.status, next.modified, id);
  deliverWebhook(ctx, 'action.wc_storefront_post_saved', id, { action: 'wc_storefront_post_saved', arg: id });
  return next;
}
