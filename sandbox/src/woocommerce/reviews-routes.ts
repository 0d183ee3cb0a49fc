import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { wpautop } from './comment-text';
import { invalidParam, WcHttpError } from './errors';
import type { ProductDoc, ReviewDoc } from './model';
import { enumParam, idList, langOf, paginate } from './params';
import { all, one, save } from './store';
import { deliverWebhook } from './webhooks';

/** What WooCommerce's `status` argument accepts when writing; unspam/untrash restore the review. */
const WRITE_STATUSES = ['approved', 'hold', 'spam', 'unspam', 'trash', 'untrash'] as const;
const LIST_STATUSES = ['all', 'hold', 'approved', 'spam', 'trash'] as const;

function storedStatus(status: unknown, fallback: ReviewDoc['status']): ReviewDoc['status'] {
  if (status === undefined) return fallback;
  if (!WRITE_STATUSES.includes(status as (typeof WRITE_STATUSES)[number])) {
    throw invalidParam('status', `status is not one of ${WRITE_STATUSES.join(', ')}.`);
  }
  if (status === 'unspam' || status === 'untrash') return 'hold';
  return status as ReviewDoc['status'];
}

/** get_avatar_url at WordPress's three REST sizes: Gravatar by the e-mail's hash. */
function avatarUrls(email: string): Record<'24' | '48' | '96', string> {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const url = (size: number) => `https://secure.gravatar.com/avatar/${hash}?s=${size}&d=mm&r=g`;
  return { '24': url(24), '48': url(48), '96': url(96) };
}

export function reviewsRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  /*
   * `review` goes out through wpautop, as WooCommerce's "view" context sends it on reads; a create
   * or an update answers the text as stored (WooCommerce's own tests expect the raw `review` there).
   */
  const json = (r: ReviewDoc, lang: 'uk' | 'en' | 'ru', raw = false) => {
    const product = one<ProductDoc>(db, 'wc_products', r.product_id);
    return {
      id: r.id,
      date_created: r.date_created,
      date_created_gmt: r.date_created,
      product_id: r.product_id,
      product_name: product?.name[lang] ?? '',
      product_permalink: product ? `${ctx.config.baseUrl}/product/${product.slug}/` : '',
      status: r.status,
      reviewer: r.reviewer,
      reviewer_email: r.reviewer_email,
      review: raw ? r.review : wpautop(r.review),
      rating: r.rating,
      verified: r.verified,
      reviewer_avatar_urls: avatarUrls(r.reviewer_email),
    };
  };

  const find = (id: number) => {
    const review = one<ReviewDoc>(db, 'wc_reviews', id);
    if (!review) throw new WcHttpError(404, 'woocommerce_rest_review_invalid_id', 'Invalid review ID.');
    return review;
  };

  /*
   * A status change fires WordPress's transition_comment_status, which docs/woocommerce.md's snippet
   * passes on as wc_storefront_review_status with the comment id (WooCommerce delivers Action
   * webhooks only for wc_* and woocommerce_* hooks); WooCommerce sends that first argument as `arg`.
   */
  const transition = (review: ReviewDoc, from: ReviewDoc['status']) => {
    if (review.status === from) return;
    deliverWebhook(ctx, 'action.wc_storefront_review_status', review.id, {
      action: 'wc_storefront_review_status',
      arg: review.id,
    });
  };

  app.get('/', (c) => {
    const products = idList(c, 'product');
    const status = enumParam(c, 'status', LIST_STATUSES, 'approved');
    const email = c.req.query('reviewer_email')?.toLowerCase();
    const include = idList(c, 'include');
    const reviews = all<ReviewDoc>(db, 'wc_reviews', 'ORDER BY id DESC')
      .sort((a, b) => b.date_created.localeCompare(a.date_created))
      .filter(
        (r) =>
          (!products.length || products.includes(r.product_id)) &&
          (!include.length || include.includes(r.id)) &&
          (status === 'all' ? r.status !== 'trash' : r.status === status) &&
          (!email || r.reviewer_email.toLowerCase() === email),
      );
    return c.json(paginate(c, reviews).map((r) => json(r, langOf(c))));
  });

  app.get('/:id{[0-9]+}', (c) => c.json(json(find(Number(c.req.param('id'))), langOf(c))));

  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const missing = ['product_id', 'review', 'reviewer', 'reviewer_email'].filter(
      (k) => body[k] === undefined || body[k] === '',
    );
    if (missing.length) {
      throw new WcHttpError(
        400,
        'rest_missing_callback_param',
        `Missing parameter(s): ${missing.join(', ')}`,
        {
          params: missing,
        },
      );
    }
    const product = one<ProductDoc>(db, 'wc_products', Number(body.product_id));
    if (!product) throw new WcHttpError(404, 'woocommerce_rest_product_invalid_id', 'Invalid product ID.');
    const rating = Number(body.rating ?? 0);
    if (!Number.isInteger(rating) || rating < 0 || rating > 5) {
      throw new WcHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): rating', {
        params: { rating: 'rating must be between 0 (inclusive) and 5 (inclusive)' },
      });
    }
    const text = String(body.review);
    if (!text.trim()) {
      throw new WcHttpError(400, 'woocommerce_rest_review_content_invalid', 'Invalid review content.');
    }
    const reviewer = String(body.reviewer);
    const email = String(body.reviewer_email);
    // wp_allow_comment: the same text from the same author or address on the same product.
    const duplicate = all<ReviewDoc>(db, 'wc_reviews', 'WHERE product_id = ?', product.id).some(
      (r) =>
        r.status !== 'trash' &&
        (r.reviewer === reviewer || r.reviewer_email.toLowerCase() === email.toLowerCase()) &&
        r.review === text,
    );
    if (duplicate) {
      throw new WcHttpError(
        409,
        'woocommerce_rest_comment_duplicate',
        'Duplicate comment detected; it looks as though you&#8217;ve already said that!',
      );
    }
    const review: Omit<ReviewDoc, 'id'> = {
      product_id: product.id,
      date_created: new Date().toISOString().slice(0, 19),
      // WooCommerce's default: a review created over REST without a status is published at once.
      status: storedStatus(body.status, 'approved'),
      reviewer,
      reviewer_email: email,
      review: text,
      rating,
      verified: body.verified === true,
    };
    const id = Number(
      db.prepare('INSERT INTO wc_reviews (product_id, doc) VALUES (?, ?)').run(product.id, '{}')
        .lastInsertRowid,
    );
    save(db, 'wc_reviews', { id, ...review }, { product_id: product.id });
    return c.json(json({ id, ...review }, langOf(c), true), 201);
  });

  const update = async (c: Context) => {
    const current = find(Number(c.req.param('id')));
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const rating = body.rating === undefined ? current.rating : Number(body.rating);
    if (!Number.isInteger(rating) || rating < 0 || rating > 5) {
      throw invalidParam('rating', 'rating must be between 0 (inclusive) and 5 (inclusive)');
    }
    const next: ReviewDoc = {
      ...current,
      status: storedStatus(body.status, current.status),
      reviewer: typeof body.reviewer === 'string' ? body.reviewer : current.reviewer,
      reviewer_email: typeof body.reviewer_email === 'string' ? body.reviewer_email : current.reviewer_email,
      review: typeof body.review === 'string' ? body.review : current.review,
      rating,
    };
    save(db, 'wc_reviews', next, { product_id: next.product_id });
    transition(next, current.status);
    return c.json(json(next, langOf(c), true));
  };
  app.put('/:id{[0-9]+}', update);
  app.post('/:id{[0-9]+}', update);
  app.patch('/:id{[0-9]+}', update);

  app.delete('/:id{[0-9]+}', async (c) => {
    const current = find(Number(c.req.param('id')));
    // WordPress reads `force` from the query string or a JSON body alike.
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown> | null;
    const force = [c.req.query('force'), body?.force].some((f) => f === true || f === 'true' || f === '1');
    if (force) {
      db.prepare('DELETE FROM wc_reviews WHERE id = ?').run(current.id);
      db.prepare('DELETE FROM wc_comment_meta WHERE comment_id = ?').run(current.id);
      return c.json({ deleted: true, previous: json(current, langOf(c)) });
    }
    const next: ReviewDoc = { ...current, status: 'trash' };
    save(db, 'wc_reviews', next, { product_id: next.product_id });
    transition(next, current.status);
    return c.json(json(next, langOf(c)));
  });

  return app;
}
