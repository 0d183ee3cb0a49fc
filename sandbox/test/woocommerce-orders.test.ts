import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
const wc = (path: string, init?: RequestInit) =>
  sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`, init);
const json = async (path: string) => (await wc(path)).json();
const send = (path: string, method: string, body: unknown) =>
  wc(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

let perfume: { id: number; variations: number[] };
let saleSample: { id: number };
let setProduct: { id: number; price: string };
let variation: { id: number; price: string };

const order = (extra: Record<string, unknown> = {}, email = 'shopper@example.com') =>
  send('orders', 'POST', {
    billing: { first_name: 'Олена', last_name: 'Коваль', email, phone: '+380671234567' },
    line_items: [{ product_id: perfume.id, variation_id: variation.id, quantity: 2 }],
    ...extra,
  });

beforeAll(async () => {
  sandbox = await startSandbox();
  [perfume] = await json('products?slug=velvet-amber-07');
  [variation] = await json(`products/${perfume.id}/variations?per_page=1`);
  [saleSample] = await json('products?on_sale=true&type=simple&per_page=1');
  [setProduct] = await json('products?sku=DS-6');
});
afterAll(() => sandbox.close());

describe('order totals', () => {
  it('prices lines from the catalogue, ignoring prices sent by the caller', async () => {
    const response = await order({
      line_items: [
        { product_id: perfume.id, variation_id: variation.id, quantity: 2, price: 1, total: '1.00' },
      ],
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.line_items[0].subtotal).toBe((Number(variation.price) * 2).toFixed(2));
    expect(created.total).toBe((Number(variation.price) * 2).toFixed(2));
    expect(created.status).toBe('pending');
  });

  it('adds fee and shipping lines to the total', async () => {
    const created = await (
      await order({
        fee_lines: [{ name: 'Card commission 2%', total: '50.00', tax_status: 'none' }],
        shipping_lines: [{ method_id: 'nova_poshta', method_title: 'Nova Poshta', total: '80' }],
      })
    ).json();
    expect(created.total).toBe((Number(variation.price) * 2 + 130).toFixed(2));
  });

  // WC_REST_Orders_V2_Controller::prepare_line_items (WooCommerce 10.0.2) refuses no line that names an id.
  it('takes an unknown product as a line without one at 0, as WooCommerce does', async () => {
    const response = await send('orders', 'POST', {
      line_items: [
        { product_id: 999999, quantity: 2 },
        { product_id: perfume.id, variation_id: variation.id, quantity: 1 },
      ],
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.line_items[0]).toMatchObject({
      name: '',
      product_id: 0,
      variation_id: 0,
      quantity: 2,
      subtotal: '0.00',
      total: '0.00',
      sku: null,
      price: 0,
      image: { id: 0, src: '' },
      parent_name: null,
    });
    expect(created.total).toBe(Number(variation.price).toFixed(2));
  });

  it('sells a variable product named without its variation at its lowest price, and a variation by its own id', async () => {
    const variations: { id: number; price: string }[] = await json(`products/${perfume.id}/variations`);
    const lowest = Math.min(...variations.map((v) => Number(v.price)));
    const parent = await (
      await send('orders', 'POST', { line_items: [{ product_id: perfume.id, quantity: 1 }] })
    ).json();
    expect(parent.line_items[0]).toMatchObject({
      product_id: perfume.id,
      variation_id: 0,
      total: lowest.toFixed(2),
    });
    const byId = await (
      await send('orders', 'POST', { line_items: [{ product_id: variation.id, quantity: 1 }] })
    ).json();
    expect(byId.line_items[0]).toMatchObject({
      product_id: perfume.id,
      variation_id: variation.id,
      total: Number(variation.price).toFixed(2),
    });
  });

  it('sells a product staff set to draft at its price (the REST API checks no status)', async () => {
    expect((await send(`products/${saleSample.id}`, 'PUT', { status: 'draft' })).ok).toBe(true);
    try {
      const { price } = await json(`products/${saleSample.id}`);
      const response = await send('orders', 'POST', {
        line_items: [{ product_id: saleSample.id, quantity: 1 }],
      });
      expect(response.status).toBe(201);
      expect((await response.json()).line_items[0]).toMatchObject({
        product_id: saleSample.id,
        total: Number(price).toFixed(2),
      });
    } finally {
      expect((await send(`products/${saleSample.id}`, 'PUT', { status: 'publish' })).ok).toBe(true);
    }
  });
});

describe('coupons on orders', () => {
  const couponError = async (code: string, extra: Record<string, unknown> = {}, email?: string) => {
    const response = await order({ coupon_lines: [{ code }], ...extra }, email);
    const body = await response.json();
    return { status: response.status, code: body.code, message: body.message };
  };

  it('applies a percent coupon, case-insensitively, and counts its use', async () => {
    const created = await (await order({ coupon_lines: [{ code: 'WELCOME10' }] })).json();
    const subtotal = Number(variation.price) * 2;
    expect(created.discount_total).toBe((subtotal * 0.1).toFixed(2));
    expect(created.total).toBe((subtotal * 0.9).toFixed(2));
    const [coupon] = await json('coupons?code=welcome10');
    expect(coupon.usage_count).toBe(1);
  });

  it.each([
    ['nosuchcode', 'Coupon "nosuchcode" cannot be applied because it does not exist.'],
    ['expired2025', 'This coupon has expired.'],
    ['usedup', 'Coupon usage limit has been reached.'],
    ['onlysets', 'Sorry, this coupon is not applicable to selected products.'],
    ['bound', 'Please enter a valid email to use coupon code "bound".'],
  ])('refuses %s with WooCommerce’s message', async (code, message) => {
    expect(await couponError(code)).toEqual({
      status: 400,
      code: 'woocommerce_rest_invalid_coupon',
      message,
    });
  });

  it('refuses nosale when a sale item is in the order', async () => {
    const result = await couponError('nosale', {
      line_items: [{ product_id: saleSample.id, quantity: 1 }],
    });
    expect(result.message).toBe('Sorry, this coupon is not valid for sale items.');
  });

  it('accepts bound for its own e-mail and onlysets for a discovery set', async () => {
    expect((await order({ coupon_lines: [{ code: 'bound' }] }, 'Bound@Example.com')).status).toBe(201);
    const withSet = await order({
      line_items: [{ product_id: setProduct.id, quantity: 1 }],
      coupon_lines: [{ code: 'onlysets' }],
    });
    expect((await withSet.json()).total).toBe((Number(setProduct.price) * 0.85).toFixed(2));
  });

  it('zeroes shipping with freeship', async () => {
    const created = await (
      await order({
        coupon_lines: [{ code: 'freeship' }],
        shipping_lines: [{ method_id: 'nova_poshta', method_title: 'Nova Poshta', total: '80' }],
      })
    ).json();
    expect(created.shipping_total).toBe('0.00');
  });

  it('lets a usage-limit-1 coupon succeed exactly once under 20 concurrent orders', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order({ coupon_lines: [{ code: 'once' }] }, `race${i}@example.com`),
      ),
    );
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 400)).toHaveLength(19);
    const [coupon] = await json('coupons?code=once');
    expect(coupon.usage_count).toBe(1);
  });

  it('gives the use back when the order is cancelled', async () => {
    const [before] = await json('coupons?code=welcome10');
    const created = await (await order({ coupon_lines: [{ code: 'welcome10' }] })).json();
    await send(`orders/${created.id}`, 'PUT', { status: 'cancelled' });
    const [after] = await json('coupons?code=welcome10');
    expect(after.usage_count).toBe(before.usage_count);
  });
});

describe('order updates, notes and customers', () => {
  it('marks an order paid, merges meta and keeps notes', async () => {
    const created = await (await order({ meta_data: [{ key: 'lang', value: 'uk' }] })).json();
    const paid = await (
      await send(`orders/${created.id}`, 'PUT', {
        set_paid: true,
        transaction_id: 'WFP-1',
        meta_data: [{ key: 'novaposhta_ttn', value: '20450000000011' }],
      })
    ).json();
    expect(paid.status).toBe('processing');
    expect(paid.date_paid).not.toBeNull();
    expect(paid.meta_data.map((m: { key: string }) => m.key)).toEqual(['lang', 'novaposhta_ttn']);
    expect((await send(`orders/${created.id}/notes`, 'POST', { note: 'Paid by card' })).status).toBe(201);
    expect(await json(`orders/${created.id}/notes`)).toHaveLength(1);
  });

  it('pays only an order that needs payment: a status sent with set_paid is set first, and nothing is paid', async () => {
    const created = await (await order({})).json();
    const both = await (
      await send(`orders/${created.id}`, 'PUT', {
        set_paid: true,
        status: 'processing',
        transaction_id: 'WFP-2',
      })
    ).json();
    expect(both.status).toBe('processing');
    expect(both.date_paid).toBeNull();
    const onHold = await (await order({})).json();
    await send(`orders/${onHold.id}`, 'PUT', { status: 'on-hold' });
    const later = await (await send(`orders/${onHold.id}`, 'PUT', { set_paid: true })).json();
    expect(later.status).toBe('on-hold');
    expect(later.date_paid).toBeNull();
  });

  it('finds customers by e-mail and merges their meta', async () => {
    const created = await (
      await send('customers', 'POST', {
        email: 'new@example.com',
        meta_data: [{ key: 'wheel_coupon', value: 'x' }],
      })
    ).json();
    expect((await send('customers', 'POST', { email: 'new@example.com' })).status).toBe(400);
    await send(`customers/${created.id}`, 'PUT', {
      meta_data: [{ key: 'newsletter_subscribed', value: 'yes' }],
    });
    const [found] = await json('customers?email=new@example.com');
    expect(found.meta_data.map((m: { key: string }) => m.key)).toEqual([
      'wheel_coupon',
      'newsletter_subscribed',
    ]);
  });
});

describe('webhooks', () => {
  it('sends a signed product.updated webhook when staff change a product', async () => {
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, resolve));
    sandbox.ctx.config.webhookUrl = `http://localhost:${(receiver.address() as AddressInfo).port}/hook`;
    await send(`products/${perfume.id}`, 'PUT', { name: 'Velvet Amber 07 Intense' });
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    receiver.close();
    const [hook] = received;
    expect(hook.headers['x-wc-webhook-topic']).toBe('product.updated');
    const expected = createHmac('sha256', sandbox.ctx.config.webhookSecret)
      .update(hook.body)
      .digest('base64');
    expect(hook.headers['x-wc-webhook-signature']).toBe(expected);
    expect(JSON.parse(hook.body).name).toBe('Velvet Amber 07 Intense');
  });
});

describe('order search', () => {
  it('finds orders by the billing e-mail or name, case-insensitively in any script, and by id', async () => {
    const placed = await (await order({}, 'Search.Me@Example.com')).json();
    const byEmail = await json('orders?search=search.me@example.COM&status=any');
    expect(byEmail.map((o: { id: number }) => o.id)).toEqual([placed.id]);
    const byName = await json('orders?search=ОЛЕНА&per_page=100');
    expect(byName.map((o: { id: number }) => o.id)).toContain(placed.id);
    const byId = await json(`orders?search=${placed.id}`);
    expect(byId.map((o: { id: number }) => o.id)).toContain(placed.id);
    expect(await json('orders?search=nobody-has-this@example.com')).toEqual([]);
  });
});
