import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, createHmac } from 'node:crypto';
import { startSandbox, type RunningSandbox } from './harness';

interface Product {
  id: number;
  name: string;
  price: string;
  variations: number[];
  stock_quantity: number | null;
  total_sales: number;
  average_rating: string;
}
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

let sandbox: RunningSandbox;
let receiver: http.Server;
const received: Received[] = [];

const wc = (path: string, init?: RequestInit) =>
  sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`, init);
const json = async (path: string) => (await wc(path)).json();
const send = (path: string, method: string, body: unknown) =>
  wc(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

let perfume: Product;
let lipstick: Product;
let mascara: Product;

const orderWith = (coupon: string, extra: Record<string, unknown> = {}, email = 'shopper@example.com') =>
  send('orders', 'POST', {
    billing: { first_name: 'Олена', last_name: 'Коваль', email },
    line_items: [{ product_id: perfume.id, variation_id: perfume.variations[0], quantity: 1 }],
    coupon_lines: [{ code: coupon }],
    ...extra,
  });

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, resolve));
  const { port } = receiver.address() as AddressInfo;
  sandbox = await startSandbox({ webhookUrl: `http://localhost:${port}/api/revalidate` });
  [perfume] = await json('products?slug=velvet-amber-07');
  [lipstick] = await json('products?sku=C001');
  [mascara] = await json('products?sku=C003');
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('every coupon state through order creation', () => {
  it.each([
    ['nosuchcode', 'Coupon "nosuchcode" cannot be applied because it does not exist.'],
    ['EXPIRED2025', 'This coupon has expired.'],
    ['usedup', 'Coupon usage limit has been reached.'],
    ['onlysets', 'Sorry, this coupon is not applicable to selected products.'],
    ['bound', 'Please enter a valid email to use coupon code "bound".'],
    ['  ', 'Coupon code is required.'],
  ])('refuses %s with WooCommerce’s message', async (code, message) => {
    const response = await orderWith(code);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'woocommerce_rest_invalid_coupon',
      message,
      // WooCommerce 10 keeps the refused order as a checkout draft and names it.
      data: { status: 400, new_draft_order_id: expect.any(Number) },
    });
  });

  it('accepts welcome10 in any case and discounts 10% of the catalogue price', async () => {
    const response = await orderWith('Welcome10');
    expect(response.status).toBe(201);
    const order = await response.json();
    const subtotal = Number(order.line_items[0].subtotal);
    expect(order.coupon_lines[0]).toMatchObject({ code: 'welcome10', discount: (subtotal / 10).toFixed(2) });
    expect(order.total).toBe((subtotal * 0.9).toFixed(2));
  });

  it('refuses a second coupon next to an individual-use one (error 104)', async () => {
    const created = await send('coupons', 'POST', {
      code: 'SOLO20',
      amount: '20',
      discount_type: 'percent',
      individual_use: true,
    });
    expect(created.status).toBe(201);
    expect((await created.json()).code).toBe('solo20');
    const response = await orderWith('solo20', { coupon_lines: [{ code: 'solo20' }, { code: 'welcome10' }] });
    expect((await response.json()).message).toBe(
      'Sorry, coupon "solo20" has already been applied and cannot be used in conjunction with other coupons.',
    );
  });

  it('refuses a duplicate coupon code and finds codes case-insensitively', async () => {
    const duplicate = await send('coupons', 'POST', { code: 'Welcome10', amount: '5' });
    expect(duplicate.status).toBe(400);
    expect((await duplicate.json()).code).toBe('woocommerce_rest_coupon_code_already_exists');
    const [found] = await json('coupons?code=WELCOME10');
    expect(found).toMatchObject({ code: 'welcome10', discount_type: 'percent', amount: '10.00' });
  });

  it('searches coupons by every word of the code or description, as WP_Query searches', async () => {
    await send('coupons', 'POST', {
      code: 'spinsearch1',
      description: 'Prize wheel site-wheel: Finder@Example.com',
    });
    await send('coupons', 'POST', {
      code: 'spinsearch2',
      description: 'Prize wheel other: someone@example.com',
    });
    const codes = async (query: string) =>
      ((await json(`coupons?search=${encodeURIComponent(query)}`)) as { code: string }[]).map((c) => c.code);
    expect(await codes('finder@example.com')).toEqual(['spinsearch1']);
    expect(await codes('spinsearch')).toEqual(['spinsearch2', 'spinsearch1']);
    expect(await codes('wheel someone@example.com')).toEqual(['spinsearch2']);
    expect(await codes('nobody@example.com')).toEqual([]);
  });
});

describe('orders and the catalogue', () => {
  it('names line items by the product’s own name whatever the order’s language', async () => {
    const response = await send('orders', 'POST', {
      billing: { email: 'en@example.com' },
      line_items: [{ product_id: lipstick.id, quantity: 1 }],
      meta_data: [{ key: 'lang', value: 'en' }],
    });
    const order = await response.json();
    // The language is the sandbox's own record; WooCommerce's order JSON has no `lang`.
    expect(order).not.toHaveProperty('lang');
    expect(order.line_items[0]).toMatchObject({ name: lipstick.name, sku: 'C001' });
    expect(lipstick.name).not.toBe('Velvet Matte Lipstick');
    expect(order.line_items[0].image.src).toBe(
      `${sandbox.url}/wp-content/uploads/generated/velvet-matte-lipstick-1.png`,
    );
  });

  it('refuses a line that names no product (an unknown one is taken, at 0: woocommerce-orders.test)', async () => {
    const none = await send('orders', 'POST', { line_items: [{ quantity: 1 }] });
    expect(none.status).toBe(400);
    expect((await none.json()).code).toBe('woocommerce_rest_required_product_reference');
  });

  it('reduces managed stock when paid and gives it back when cancelled', async () => {
    const before = mascara.stock_quantity as number;
    const response = await send('orders', 'POST', {
      set_paid: true,
      billing: { email: 'stock@example.com' },
      line_items: [{ product_id: mascara.id, quantity: 2 }],
    });
    const order = await response.json();
    expect(order.status).toBe('processing');
    expect(order.date_paid).not.toBeNull();
    // The sandbox's own flags (`_stock_reduced`, …) stay inside; `_links` is WordPress REST's.
    expect(Object.keys(order).some((k) => k.startsWith('_') && k !== '_links')).toBe(false);
    const paid: Product = await json(`products/${mascara.id}`);
    expect(paid.stock_quantity).toBe(before - 2);
    expect(paid.total_sales).toBe(mascara.total_sales + 2);

    await send(`orders/${order.id}`, 'PUT', { status: 'cancelled' });
    expect((await json(`products/${mascara.id}`)).stock_quantity).toBe(before);
  });

  it('keeps order notes', async () => {
    const [order] = await json('orders?per_page=1');
    const created = await send(`orders/${order.id}/notes`, 'POST', { note: 'Packed', customer_note: true });
    expect(created.status).toBe(201);
    const notes = await json(`orders/${order.id}/notes`);
    expect(notes[0]).toMatchObject({ note: 'Packed', customer_note: true });
  });

  it('seeds demo orders in several statuses, one with a Nova Poshta waybill', async () => {
    const orders = await json('orders?per_page=100&order=asc');
    const statuses = new Set(orders.map((o: { status: string }) => o.status));
    for (const status of ['completed', 'processing', 'on-hold', 'pending', 'cancelled']) {
      expect(statuses.has(status)).toBe(true);
    }
    const ttn = orders
      .flatMap((o: { meta_data: { key: string; value: string }[] }) => o.meta_data)
      .find((m: { key: string }) => m.key === 'novaposhta_ttn');
    expect(ttn.value).toMatch(/^20\d{12}$/);
  });

  it('gives every order a key like WooCommerce’s, random rather than derived from its id (issue 24)', async () => {
    const orders: { id: number; order_key: string }[] = await json('orders?per_page=100&order=asc');
    for (const { id, order_key } of orders) {
      // wc_generate_order_key(): 'wc_order_' and wp_generate_password(13, false), letters and digits.
      expect(order_key).toMatch(/^wc_order_[A-Za-z0-9]{13}$/);
      const derived = createHash('sha1').update(`order-${id}`).digest('hex').slice(0, 13);
      expect(order_key).not.toBe(`wc_order_${derived}`);
    }
  });
});

describe('catalogue queries', () => {
  it('sorts by popularity and rating, keeps the include order, and searches', async () => {
    const popular = await json('products?orderby=popularity&per_page=20');
    const sales = popular.map((p: Product) => p.total_sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));

    const rated = await json('products?orderby=rating&per_page=20');
    const ratings = rated.map((p: Product) => Number(p.average_rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

    const ids = [lipstick.id, perfume.id, mascara.id];
    const included = await json(`products?include=${ids.join(',')}&orderby=include&order=asc`);
    expect(included.map((p: Product) => p.id)).toEqual(ids);

    // WooCommerce searches the product's own (default-language) texts, whatever `lang` says.
    const found = await json('products?search=туш&lang=en');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p: Product) => /туш/i.test(p.name))).toBe(true);
    expect(await json('products?search=mascara&lang=en')).toEqual([]);
  });

  it('answers a read by include as the whole list answers those products, after a write too', async () => {
    // The read by include reads only its products' rows, variations and reviews (catalog-lookup.ts):
    // prices from variations, ratings and stock must be the ones the full list gives.
    type Listed = Product & { type: string; manage_stock: boolean };
    const all: Listed[] = await json('products?per_page=100&orderby=id&order=asc');
    const stocked = all.find((p) => p.type === 'simple' && p.manage_stock && (p.stock_quantity ?? 0) > 1)!;
    expect(stocked).toBeDefined();
    const ids = [perfume.id, stocked.id];
    const sameAsList = async () => {
      const list = await json('products?per_page=100&orderby=id&order=asc');
      const included = await json(`products?include=${ids.join(',')}&orderby=id&order=asc`);
      expect(included).toEqual(list.filter((p: Product) => ids.includes(p.id)));
      return included as Product[];
    };
    const stock = (list: Product[]) => list.find((p) => p.id === stocked.id)?.stock_quantity;
    const before = await sameAsList();
    expect(before.find((p) => p.id === perfume.id)?.variations.length).toBeGreaterThan(0);

    const order = await send('orders', 'POST', {
      billing: { first_name: 'Олена', last_name: 'Коваль', email: 'include@example.com' },
      line_items: [{ product_id: stocked.id, quantity: 1 }],
      set_paid: true,
    });
    expect(order.status).toBe(201);
    expect(stock(await sameAsList())).toBe(stock(before)! - 1);
  });

  it('refuses an unknown orderby and a page size of 0', async () => {
    const badOrder = await wc('products?orderby=name');
    expect(badOrder.status).toBe(400);
    expect((await badOrder.json()).code).toBe('rest_invalid_param');
    const zero = await (await wc('products?per_page=0')).json();
    expect(zero.data.params.per_page).toBe('per_page must be between 1 (inclusive) and 100 (inclusive)');
  });

  it('counts products per category and per tag', async () => {
    const categories = await json('products/categories?per_page=100');
    const bySlug = Object.fromEntries(
      categories.map((c: { slug: string; count: number }) => [c.slug, c.count]),
    );
    expect(bySlug).toMatchObject({
      women: 30,
      men: 25,
      unisex: 20,
      'aroma-samples': 24,
      'discovery-sets': 2,
    });
    const [tag] = await json('products/tags?slug=bestseller');
    const tagged = await wc(`products?tag=${tag.id}&per_page=1`);
    expect(Number(tagged.headers.get('X-WP-Total'))).toBe(tag.count);
  });

  it('answers 404 for an unknown product or variation', async () => {
    const missing = await wc('products/999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: 'woocommerce_rest_product_invalid_id',
      message: 'Invalid ID.',
      data: { status: 404 },
    });
    expect((await wc(`products/${perfume.id}/variations/999999`)).status).toBe(404);
  });

  it('refuses a review without its fields or for an unknown product', async () => {
    const missing = await send('products/reviews', 'POST', { product_id: perfume.id });
    expect(missing.status).toBe(400);
    expect((await missing.json()).code).toBe('rest_missing_callback_param');
    const unknown = await send('products/reviews', 'POST', {
      product_id: 999999,
      review: 'Nice',
      reviewer: 'Anna',
      reviewer_email: 'anna@example.com',
      rating: 5,
    });
    expect((await unknown.json()).code).toBe('woocommerce_rest_product_invalid_id');
  });
});

describe('product webhooks', () => {
  const waitFor = async (topic: string) => {
    for (let i = 0; i < 50; i++) {
      const hit = received.find((r) => r.headers['x-wc-webhook-topic'] === topic);
      if (hit) return hit;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no ${topic} webhook`);
  };
  const signed = (r: Received) =>
    createHmac('sha256', sandbox.ctx.config.webhookSecret).update(r.body).digest('base64');

  it('signs product.created and product.deleted deliveries', async () => {
    const created = await (
      await send('products', 'POST', { name: 'Test Bottle', regular_price: '999' })
    ).json();
    expect(created).toMatchObject({ name: 'Test Bottle', slug: 'test-bottle', price: '999' });
    const createdHook = await waitFor('product.created');
    expect(createdHook.headers['x-wc-webhook-signature']).toBe(signed(createdHook));
    expect(JSON.parse(createdHook.body).id).toBe(created.id);
    expect(createdHook.headers['x-wc-webhook-source']).toBe(`${sandbox.url}/`);

    await wc(`products/${created.id}?force=true`, { method: 'DELETE' });
    const deletedHook = await waitFor('product.deleted');
    expect(deletedHook.headers['x-wc-webhook-resource']).toBe('product');
    expect(deletedHook.headers['x-wc-webhook-event']).toBe('deleted');
    expect(JSON.parse(deletedHook.body)).toEqual({ id: created.id });
    expect((await wc(`products/${created.id}`)).status).toBe(404);
  });
});

describe('coupon exclusions', () => {
  it('names the excluded product (113) and category (114) for a cart coupon', async () => {
    await send('coupons', 'POST', { code: 'notlipstick', amount: '5', excluded_product_ids: [lipstick.id] });
    const [cosmetics] = await json('products/categories?slug=dekoratyvna-kosmetyka&lang=en');
    await send('coupons', 'POST', {
      code: 'nocosmetics',
      amount: '5',
      excluded_product_categories: [cosmetics.id],
    });
    const lines = { line_items: [{ product_id: lipstick.id, quantity: 1 }] };
    const byProduct = await (await orderWith('notlipstick', lines)).json();
    expect(byProduct.message).toBe(`Sorry, this coupon is not applicable to the products: ${lipstick.name}.`);
    const byCategory = await (await orderWith('nocosmetics', { ...lines, lang: 'en' })).json();
    expect(byCategory.message).toBe(
      'Sorry, this coupon is not applicable to the categories: Декоративна косметика.',
    );
  });
});
