import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { WcHttpError } from './errors';
import type { ProductDoc, ReviewDoc } from './model';
import { idList, langOf, paginate } from './params';
import { all, one, save } from './store';

export function reviewsRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  const json = (r: ReviewDoc, lang: 'uk' | 'en' | 'ru') => {
    const product = one<ProductDoc>(db, 'wc_products', r.product_id);
    return {
      ...r,
      date_created_gmt: r.date_created,
      product_name: product?.name[lang] ?? '',
      product_permalink: product ? `${ctx.config.baseUrl}/product/${product.slug}/` : '',
      reviewer_avatar_urls: {},
    };
  };

  app.get('/', (c) => {
    const products = idList(c, 'product');
    const status = c.req.query('status') ?? 'approved';
    const email = c.req.query('reviewer_email')?.toLowerCase();
    const reviews = all<ReviewDoc>(db, 'wc_reviews', 'ORDER BY id DESC')
      .sort((a, b) => b.date_created.localeCompare(a.date_created))
      .filter(
        (r) =>
          (!products.length || products.includes(r.product_id)) &&
          (status === 'all' || r.status === status) &&
          (!email || r.reviewer_email.toLowerCase() === email),
      );
    return c.json(paginate(c, reviews).map((r) => json(r, langOf(c))));
  });

  app.get('/:id{[0-9]+}', (c) => {
    const review = one<ReviewDoc>(db, 'wc_reviews', Number(c.req.param('id')));
    if (!review) throw new WcHttpError(404, 'woocommerce_rest_review_invalid_id', 'Invalid review ID.');
    return c.json(json(review, langOf(c)));
  });

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
    const review: Omit<ReviewDoc, 'id'> = {
      product_id: product.id,
      date_created: new Date().toISOString().slice(0, 19),
      status: (['approved', 'hold'].includes(String(body.status))
        ? body.status
        : 'approved') as ReviewDoc['status'],
      reviewer: String(body.reviewer),
      reviewer_email: String(body.reviewer_email),
      review: String(body.review),
      rating,
      verified: false,
    };
    const id = Number(
      db.prepare('INSERT INTO wc_reviews (product_id, doc) VALUES (?, ?)').run(product.id, '{}')
        .lastInsertRowid,
    );
    save(db, 'wc_reviews', { id, ...review }, { product_id: product.id });
    return c.json(json({ id, ...review }, langOf(c)), 201);
  });

  return app;
}
