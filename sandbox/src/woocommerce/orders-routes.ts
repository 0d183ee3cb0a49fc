import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { registerOrderWaybill } from '../novaposhta/order-waybills';
import { WcHttpError } from './errors';
import type { CouponDoc } from './model';
import { createOrder, refusedWithDraft, type OrderJson } from './order-build';
import { applyStatusEffects, publicOrder } from './order-stock';
import { applyOrderEdits } from './order-update';
import { enumParam, idList, paginate } from './params';
import { all, one, save } from './store';

const STATUSES = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
  'trash',
];
const invalidId = () => new WcHttpError(404, 'woocommerce_rest_shop_order_invalid_id', 'Invalid ID.');
const now = () => new Date().toISOString().slice(0, 19);

/** Cancelling gives the coupon's use back, as wc_update_coupon_usage_counts does. */
function releaseCoupons(ctx: SandboxContext, order: OrderJson): void {
  for (const line of order.coupon_lines) {
    const [coupon] = all<CouponDoc>(ctx.db, 'wc_coupons', 'WHERE code = ?', line.code);
    if (!coupon) continue;
    coupon.usage_count = Math.max(0, coupon.usage_count - 1);
    const i = coupon.used_by.indexOf(order.billing.email?.toLowerCase() ?? '');
    if (i >= 0) coupon.used_by.splice(i, 1);
    save(ctx.db, 'wc_coupons', coupon, { code: coupon.code });
  }
}

export function ordersRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) throw new WcHttpError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
    // WordPress skips validating a null argument, so `status: null` creates a pending order.
    if (body.status != null && !STATUSES.includes(String(body.status))) {
      throw new WcHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): status', {
        params: { status: `status is not one of ${STATUSES.join(', ')}.` },
      });
    }
    // better-sqlite3 runs the transaction synchronously: concurrent requests see each other's coupon use.
    const input = { ...body, lang: c.req.query('lang') ?? body.lang };
    let order: OrderJson;
    try {
      order = db.transaction(() => createOrder(db, input, ctx.config.siteLanguage))();
    } catch (error) {
      throw refusedWithDraft(db, input, ctx.config.siteLanguage, error);
    }
    registerOrderWaybill(ctx, order, new Date());
    return c.json(publicOrder(order, ctx.config.baseUrl), 201);
  });

  app.get('/', (c) => {
    const status = c.req.query('status')?.split(',');
    const include = idList(c, 'include');
    const search = c.req.query('search')?.toLowerCase();
    const customer = c.req.query('customer');
    const after = c.req.query('after');
    const before = c.req.query('before');
    // WooCommerce reads after/before in the site's time zone unless `dates_are_gmt` is set.
    const gmt = ['true', '1'].includes(c.req.query('dates_are_gmt') ?? '');
    const created = (o: OrderJson) => String(gmt ? o.date_created_gmt : o.date_created);
    const order = enumParam(c, 'order', ['asc', 'desc'] as const, 'desc');
    // The search narrows in SQL, as WooCommerce's does, so a lookup by e-mail does not parse every order.
    // WooCommerce searches the billing and shipping address indexes and the item names.
    const where = search
      ? `WHERE instr(sandbox_lower(json_extract(doc, '$.billing')), ?) > 0
          OR instr(sandbox_lower(json_extract(doc, '$.shipping')), ?) > 0
          OR instr(sandbox_lower((SELECT group_concat(json_extract(value, '$.name'), ' ')
                                  FROM json_each(doc, '$.line_items'))), ?) > 0
          OR instr(CAST(id AS TEXT), ?) > 0`
      : '';
    const orders = all<OrderJson>(
      db,
      'wc_orders',
      `${where} ORDER BY id ${order === 'asc' ? 'ASC' : 'DESC'}`,
      ...(search ? [search, search, search, search] : []),
    ).filter(
      (o) =>
        (!status || status.includes('any') || status.includes(o.status)) &&
        (!include.length || include.includes(o.id)) &&
        (!customer || String(o.customer_id) === customer) &&
        (!after || created(o) > after) &&
        (!before || created(o) < before),
    );
    return c.json(paginate(c, orders).map((o) => publicOrder(o, ctx.config.baseUrl)));
  });

  app.get('/:id{[0-9]+}', (c) => {
    const order = one<OrderJson>(db, 'wc_orders', Number(c.req.param('id')));
    if (!order) throw invalidId();
    return c.json(publicOrder(order, ctx.config.baseUrl));
  });

  const update = async (c: Context) => {
    const body = ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    const updated = db.transaction(() => {
      const order = one<OrderJson>(db, 'wc_orders', Number(c.req.param('id')));
      if (!order) throw invalidId();
      const next: OrderJson = { ...order, date_modified: now(), date_modified_gmt: now() };
      if (typeof body.status === 'string') {
        if (!STATUSES.includes(body.status))
          throw new WcHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): status');
        next.status = body.status;
      }
      // WooCommerce sets a sent status first, then completes the payment only when the order still
      // needs one (pending or failed, with something to pay): status + set_paid together never pay.
      const needsPayment = ['pending', 'failed'].includes(next.status) && Number(order.total) > 0;
      if (body.set_paid === true && needsPayment) {
        next.date_paid = order.date_paid ?? now();
        next.status = 'processing';
      }
      for (const field of [
        'transaction_id',
        'customer_note',
        'payment_method',
        'payment_method_title',
      ] as const) {
        if (typeof body[field] === 'string') next[field] = body[field];
      }
      if (Array.isArray(body.meta_data)) {
        const meta = [...order.meta_data];
        for (const m of body.meta_data as { key: string; value: unknown }[]) {
          const i = meta.findIndex((x) => x.key === m.key);
          if (i >= 0) meta[i] = { ...meta[i], value: m.value };
          else meta.push({ id: order.id * 1000 + meta.length, key: m.key, value: m.value });
        }
        next.meta_data = meta;
      }
      applyOrderEdits(db, next, body);
      if (next.status === 'cancelled' && order.status !== 'cancelled') releaseCoupons(ctx, order);
      applyStatusEffects(db, next);
      save(db, 'wc_orders', next);
      return next;
    })();
    // A TTN put on the order (the manager's or a Nova Poshta plugin's meta) becomes trackable.
    registerOrderWaybill(ctx, updated, new Date());
    return c.json(publicOrder(updated, ctx.config.baseUrl));
  };
  app.put('/:id{[0-9]+}', update);
  app.post('/:id{[0-9]+}', update);
  app.patch('/:id{[0-9]+}', update);

  app.get('/:id{[0-9]+}/notes', (c) => {
    const id = Number(c.req.param('id'));
    if (!one(db, 'wc_orders', id)) throw invalidId();
    return c.json(all(db, 'wc_order_notes', 'WHERE order_id = ? ORDER BY id DESC', id));
  });
  app.post('/:id{[0-9]+}/notes', async (c) => {
    const id = Number(c.req.param('id'));
    if (!one(db, 'wc_orders', id)) throw invalidId();
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    if (typeof body.note !== 'string' || !body.note) {
      throw new WcHttpError(400, 'rest_missing_callback_param', 'Missing parameter(s): note', {
        params: ['note'],
      });
    }
    const noteId = Number(
      db.prepare('INSERT INTO wc_order_notes (order_id, doc) VALUES (?, ?)').run(id, '{}').lastInsertRowid,
    );
    const note = {
      id: noteId,
      author: body.added_by_user ? 'shop manager' : 'WooCommerce',
      date_created: now(),
      date_created_gmt: now(),
      note: body.note,
      customer_note: body.customer_note === true,
    };
    save(db, 'wc_order_notes', note, { order_id: id });
    return c.json(note, 201);
  });

  return app;
}
