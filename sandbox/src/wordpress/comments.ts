import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { wpautop } from '../woocommerce/comment-text';
import type { ReviewDoc } from '../woocommerce/model';
import { all, one } from '../woocommerce/store';
import { authenticate } from './auth';
import { RestError } from './media';

/*
 * WordPress REST /wp/v2/comments over WooCommerce's reviews (comments of type `review` on
 * products), as far as the storefront uses it: reading and writing comment meta. Stock WordPress
 * shows a meta key here only once it is registered with `show_in_rest`; docs/woocommerce.md has the
 * shop owner register Customer Reviews for WooCommerce's photo key and the shop's review language
 * so, and this sandbox behaves as that shop does. Unregistered keys in a write are ignored, as
 * WordPress ignores them.
 */
type MetaSpec = { type: 'integer' | 'string'; single: boolean };

export const REGISTERED_COMMENT_META: Record<string, MetaSpec> = {
  ivole_review_image2: { type: 'integer', single: false },
  review_language: { type: 'string', single: true },
};

/** A stored row's value as WordPress answers it for the key's type. */
const fromRow = (spec: MetaSpec, value: string) => (spec.type === 'integer' ? Number(value) : value);

/** What a key reads as without rows: a single key its type's default, a multi-valued one []. */
const EMPTY: Record<MetaSpec['type'], unknown> = { integer: 0, string: '' };

/** WordPress's schema check of one value (rest_validate_value_from_schema): a numeric string is an integer. */
function ofType(spec: MetaSpec, value: unknown): boolean {
  if (spec.type === 'string') return typeof value === 'string';
  return Number.isInteger(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
}

/** How the value is stored: integers in their canonical digits, strings as sent. */
const toRow = (spec: MetaSpec, value: unknown) =>
  spec.type === 'integer' ? String(Number(value)) : String(value);

const WP_STATUS: Record<ReviewDoc['status'], string> = {
  approved: 'approved',
  hold: 'hold',
  spam: 'spam',
  trash: 'trash',
};

function metaOf(ctx: SandboxContext, commentId: number): Record<string, unknown> {
  const rows = ctx.db
    .prepare('SELECT meta_key, meta_value FROM wc_comment_meta WHERE comment_id = ? ORDER BY meta_id')
    .all(commentId) as { meta_key: string; meta_value: string }[];
  return Object.fromEntries(
    Object.entries(REGISTERED_COMMENT_META).map(([key, spec]) => {
      const values = rows.filter((row) => row.meta_key === key).map((row) => fromRow(spec, row.meta_value));
      return [key, spec.single ? (values[0] ?? EMPTY[spec.type]) : values];
    }),
  );
}

/** Adds one meta row; the seed and the REST write share it. */
export function addCommentMeta(ctx: SandboxContext, commentId: number, key: string, value: string): void {
  ctx.db
    .prepare('INSERT INTO wc_comment_meta (comment_id, meta_key, meta_value) VALUES (?, ?, ?)')
    .run(commentId, key, value);
}

function commentJson(ctx: SandboxContext, review: ReviewDoc) {
  const base = ctx.config.baseUrl.replace(/\/$/, '');
  return {
    id: review.id,
    post: review.product_id,
    parent: 0,
    author: 0,
    author_name: review.reviewer,
    author_url: '',
    date: review.date_created,
    date_gmt: review.date_created,
    content: { rendered: wpautop(review.review) },
    link: `${base}/?p=${review.product_id}#comment-${review.id}`,
    status: WP_STATUS[review.status],
    type: 'review',
    author_avatar_urls: {},
    meta: metaOf(ctx, review.id),
    _links: { self: [{ href: `${base}/wp-json/wp/v2/comments/${review.id}` }] },
  };
}

function fail(c: Context, error: RestError) {
  return c.json(error.body(), error.status as 400);
}

/** An application password that does not match is refused even where anonymous reading is allowed. */
function who(c: Context, ctx: SandboxContext): 'user' | 'anonymous' | RestError {
  const auth = authenticate(c.req.header('authorization'), ctx.config);
  if (auth.ok) return 'user';
  if (auth.anonymous) return 'anonymous';
  return new RestError(auth.status, auth.code, auth.message);
}

const ids = (c: Context, name: string) =>
  (c.req.queries(name) ?? c.req.queries(`${name}[]`) ?? [])
    .flatMap((v) => v.split(','))
    .filter(Boolean)
    .map(Number)
    .filter(Number.isInteger);

export function commentsRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();

  app.get('/comments', (c) => {
    const user = who(c, ctx);
    if (user instanceof RestError) return fail(c, user);
    const status = c.req.query('status') ?? 'approve';
    if (status !== 'approve' && user !== 'user') {
      return fail(c, new RestError(401, 'rest_forbidden_param', 'Query parameter not permitted: status'));
    }
    // WordPress lists type "comment" unless asked; WooCommerce's reviews are type "review".
    const type = c.req.query('type') ?? 'comment';
    const perPage = Number(c.req.query('per_page') ?? 10);
    const page = Number(c.req.query('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      return fail(
        c,
        new RestError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page', {
          params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' },
        }),
      );
    }
    const include = ids(c, 'include');
    const posts = ids(c, 'post');
    const wanted = status === 'approve' ? 'approved' : status;
    const reviews =
      type !== 'review'
        ? []
        : all<ReviewDoc>(ctx.db, 'wc_reviews', 'ORDER BY id DESC').filter(
            (r) =>
              (wanted === 'all' ? r.status !== 'trash' : r.status === wanted) &&
              (!include.length || include.includes(r.id)) &&
              (!posts.length || posts.includes(r.product_id)),
          );
    const safePage = Number.isInteger(page) && page > 0 ? page : 1;
    c.header('X-WP-Total', String(reviews.length));
    c.header('X-WP-TotalPages', String(Math.ceil(reviews.length / perPage)));
    return c.json(
      reviews.slice((safePage - 1) * perPage, safePage * perPage).map((r) => commentJson(ctx, r)),
    );
  });

  app.get('/comments/:id{[0-9]+}', (c) => {
    const user = who(c, ctx);
    if (user instanceof RestError) return fail(c, user);
    const review = one<ReviewDoc>(ctx.db, 'wc_reviews', Number(c.req.param('id')));
    if (!review) return fail(c, new RestError(404, 'rest_comment_invalid_id', 'Invalid comment ID.'));
    if (review.status !== 'approved' && user !== 'user') {
      return fail(
        c,
        new RestError(401, 'rest_cannot_read', 'Sorry, you are not allowed to read this comment.'),
      );
    }
    return c.json(commentJson(ctx, review));
  });

  const update = async (c: Context) => {
    const user = who(c, ctx);
    if (user instanceof RestError) return fail(c, user);
    const review = one<ReviewDoc>(ctx.db, 'wc_reviews', Number(c.req.param('id')));
    if (!review) return fail(c, new RestError(404, 'rest_comment_invalid_id', 'Invalid comment ID.'));
    if (user !== 'user') {
      return fail(
        c,
        new RestError(401, 'rest_cannot_edit', 'Sorry, you are not allowed to edit this comment.'),
      );
    }
    const body = (await c.req.json().catch(() => ({}))) as { meta?: Record<string, unknown> };
    const meta = body.meta && typeof body.meta === 'object' ? body.meta : {};
    for (const [key, value] of Object.entries(meta)) {
      const spec = REGISTERED_COMMENT_META[key];
      if (!spec) continue;
      const values = spec.single ? [value] : Array.isArray(value) ? value : [value];
      const bad = values.findIndex((v) => !ofType(spec, v));
      if (bad >= 0) {
        const param = spec.single ? `meta[${key}]` : `meta[${key}][${bad}]`;
        return fail(
          c,
          new RestError(400, 'rest_invalid_param', 'Invalid parameter(s): meta', {
            params: { meta: `${param} is not of type ${spec.type}.` },
          }),
        );
      }
    }
    const write = ctx.db.transaction(() => {
      for (const [key, value] of Object.entries(meta)) {
        const spec = REGISTERED_COMMENT_META[key];
        if (!spec) continue;
        // update_multi_meta_value (a single key: update_metadata): the rows become exactly the values.
        ctx.db
          .prepare('DELETE FROM wc_comment_meta WHERE comment_id = ? AND meta_key = ?')
          .run(review.id, key);
        const values = spec.single ? [value] : Array.isArray(value) ? value : [value];
        for (const v of values) addCommentMeta(ctx, review.id, key, toRow(spec, v));
      }
    });
    write();
    return c.json(commentJson(ctx, review));
  };
  app.post('/comments/:id{[0-9]+}', update);
  app.put('/comments/:id{[0-9]+}', update);
  app.patch('/comments/:id{[0-9]+}', update);

  return app;
}
