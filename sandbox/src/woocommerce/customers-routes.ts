import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { SandboxContext } from '../context';
import { WcHttpError } from './errors';
import type { CustomerDoc } from './model';
import { ADDRESS_FIELDS } from './order-build';
import { paginate } from './params';
import { all, one, save } from './store';

const invalidId = () => new WcHttpError(404, 'woocommerce_rest_invalid_id', 'Invalid resource ID.');
const now = () => new Date().toISOString().slice(0, 19);

function mergeMeta(current: CustomerDoc['meta_data'], incoming: unknown): CustomerDoc['meta_data'] {
  const meta = [...current];
  for (const m of (Array.isArray(incoming) ? incoming : []) as { key: string; value: unknown }[]) {
    const i = meta.findIndex((x) => x.key === m.key);
    if (i >= 0) meta[i] = { ...meta[i], value: m.value };
    else meta.push({ id: Math.max(0, ...meta.map((x) => x.id)) + 1, key: m.key, value: m.value });
  }
  return meta;
}

/** WC_Customer keeps each address field sent and leaves the others. */
function mergeAddress(current: Record<string, string>, input: unknown, fields: string[]) {
  const source = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const next = Object.fromEntries(fields.map((f) => [f, current[f] ?? '']));
  for (const f of fields) if (typeof source[f] === 'string') next[f] = source[f] as string;
  return next;
}
const BILLING = [...ADDRESS_FIELDS, 'email', 'phone'];
const SHIPPING = [...ADDRESS_FIELDS, 'phone'];

/**
 * The customer as WooCommerce answers it: every address field (empty when never set), the GMT
 * dates, the Gravatar URL, and `is_paying_customer`, WooCommerce's flag for a customer with a paid
 * order.
 */
function withPaying(ctx: SandboxContext, customer: CustomerDoc) {
  const paid = ctx.db
    .prepare(
      `SELECT 1 FROM wc_orders WHERE json_extract(doc, '$.customer_id') = ? AND json_extract(doc, '$.date_paid') IS NOT NULL LIMIT 1`,
    )
    .get(customer.id);
  const hash = createHash('sha256').update(customer.email.trim().toLowerCase()).digest('hex');
  return {
    ...customer,
    date_created_gmt: customer.date_created,
    date_modified_gmt: customer.date_modified,
    billing: mergeAddress(customer.billing, {}, BILLING),
    shipping: mergeAddress(customer.shipping, {}, SHIPPING),
    is_paying_customer: Boolean(paid),
    avatar_url: `https://secure.gravatar.com/avatar/${hash}?s=96&d=mm&r=g`,
  };
}

export function customersRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  app.get('/', (c) => {
    const email = c.req.query('email')?.toLowerCase();
    const search = c.req.query('search')?.toLowerCase();
    const customers = all<CustomerDoc>(db, 'wc_customers', 'ORDER BY id').filter(
      (x) =>
        (!email || x.email.toLowerCase() === email) &&
        (!search || `${x.email} ${x.first_name} ${x.last_name}`.toLowerCase().includes(search)),
    );
    return c.json(paginate(c, customers).map((x) => withPaying(ctx, x)));
  });

  app.get('/:id{[0-9]+}', (c) => {
    const customer = one<CustomerDoc>(db, 'wc_customers', Number(c.req.param('id')));
    if (!customer) throw invalidId();
    return c.json(withPaying(ctx, customer));
  });

  app.post('/', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    if (!email)
      throw new WcHttpError(400, 'rest_missing_callback_param', 'Missing parameter(s): email', {
        params: ['email'],
      });
    if (all(db, 'wc_customers', 'WHERE email = ?', email).length) {
      throw new WcHttpError(
        400,
        'registration-error-email-exists',
        'An account is already registered with your email address.',
      );
    }
    const doc: Omit<CustomerDoc, 'id'> = {
      date_created: now(),
      date_modified: now(),
      email,
      first_name: String(body.first_name ?? ''),
      last_name: String(body.last_name ?? ''),
      role: 'customer',
      username: String(body.username ?? email.split('@')[0]),
      billing: mergeAddress({ email }, body.billing, BILLING),
      shipping: mergeAddress({}, body.shipping, SHIPPING),
      meta_data: mergeMeta([], body.meta_data),
    };
    const id = Number(
      db.prepare('INSERT INTO wc_customers (email, doc) VALUES (?, ?)').run(email, '{}').lastInsertRowid,
    );
    save(db, 'wc_customers', { id, ...doc }, { email });
    return c.json(withPaying(ctx, { id, ...doc }), 201);
  });

  const update = async (c: Context) => {
    const customer = one<CustomerDoc>(db, 'wc_customers', Number(c.req.param('id')));
    if (!customer) throw invalidId();
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const next: CustomerDoc = {
      ...customer,
      date_modified: now(),
      first_name: typeof body.first_name === 'string' ? body.first_name : customer.first_name,
      last_name: typeof body.last_name === 'string' ? body.last_name : customer.last_name,
      billing: mergeAddress(customer.billing, body.billing, BILLING),
      shipping: mergeAddress(customer.shipping, body.shipping, SHIPPING),
      meta_data: mergeMeta(customer.meta_data, body.meta_data),
    };
    save(db, 'wc_customers', next, { email: next.email });
    return c.json(withPaying(ctx, next));
  };
  // WordPress routes POST, PUT and PATCH on an item to the same edit callback.
  app.put('/:id{[0-9]+}', update);
  app.post('/:id{[0-9]+}', update);
  app.patch('/:id{[0-9]+}', update);

  return app;
}
