import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { WcHttpError } from './errors';
import type { CouponDoc } from './model';
import { paginate } from './params';
import { insertCoupon } from './seed-commerce';
import { all, one, save } from './store';

const invalidId = () => new WcHttpError(404, 'woocommerce_rest_shop_coupon_invalid_id', 'Invalid ID.');

const WRITABLE: (keyof CouponDoc)[] = [
  'amount',
  'discount_type',
  'description',
  'date_expires',
  'individual_use',
  'product_ids',
  'excluded_product_ids',
  'usage_limit',
  'usage_limit_per_user',
  'limit_usage_to_x_items',
  'free_shipping',
  'product_categories',
  'excluded_product_categories',
  'exclude_sale_items',
  'minimum_amount',
  'maximum_amount',
  'email_restrictions',
  'meta_data',
];

function pickWritable(body: Record<string, unknown>): Partial<CouponDoc> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => WRITABLE.includes(k as keyof CouponDoc)));
}

/** WooCommerce stores `amount` through wc_format_decimal and answers it with two decimals. */
const decimal = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
};

/** WordPress meta as WooCommerce answers it: each row with its id, a scalar value as text. */
const metaRows = (c: CouponDoc) =>
  (c.meta_data ?? []).map((m, i) => ({
    id: m.id ?? c.id * 1000 + i,
    key: m.key,
    value: typeof m.value === 'number' ? String(m.value) : m.value,
  }));

const json = (c: CouponDoc) => ({
  ...c,
  // A coupon is a post; the REST API creates it published.
  status: 'publish',
  amount: decimal(c.amount),
  meta_data: metaRows(c),
  date_expires_gmt: c.date_expires,
  date_created_gmt: c.date_created,
  date_modified_gmt: c.date_modified,
});

export function couponsRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  app.get('/', (c) => {
    const code = c.req.query('code')?.toLowerCase();
    // WP_Query's `s`: every word must appear in the code (post title) or the description (excerpt).
    const words = (c.req.query('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const coupons = all<CouponDoc>(db, 'wc_coupons', 'ORDER BY id DESC').filter(
      (x) =>
        (!code || x.code === code) &&
        words.every((word) => `${x.code}\n${x.description ?? ''}`.toLowerCase().includes(word)),
    );
    return c.json(paginate(c, coupons).map(json));
  });

  app.get('/:id{[0-9]+}', (c) => {
    const coupon = one<CouponDoc>(db, 'wc_coupons', Number(c.req.param('id')));
    if (!coupon) throw invalidId();
    return c.json(json(coupon));
  });

  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    if (typeof body.code !== 'string' || !body.code.trim()) {
      throw new WcHttpError(400, 'rest_missing_callback_param', 'Missing parameter(s): code', {
        params: ['code'],
      });
    }
    const code = body.code.trim().toLowerCase();
    if (all(db, 'wc_coupons', 'WHERE code = ?', code).length) {
      throw new WcHttpError(
        400,
        'woocommerce_rest_coupon_code_already_exists',
        'The coupon code already exists',
      );
    }
    const now = new Date().toISOString().slice(0, 19);
    const coupon = insertCoupon(db, { ...pickWritable(body), code, date_created: now, date_modified: now });
    return c.json(json(coupon), 201);
  });

  const update = async (c: Context) => {
    const coupon = one<CouponDoc>(db, 'wc_coupons', Number(c.req.param('id')));
    if (!coupon) throw invalidId();
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const next = { ...coupon, ...pickWritable(body), date_modified: new Date().toISOString().slice(0, 19) };
    save(db, 'wc_coupons', next, { code: next.code });
    return c.json(json(next));
  };
  // WordPress routes POST, PUT and PATCH on an item to the same edit callback.
  app.put('/:id{[0-9]+}', update);
  app.post('/:id{[0-9]+}', update);
  app.patch('/:id{[0-9]+}', update);

  return app;
}
