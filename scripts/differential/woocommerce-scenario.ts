import type { Exchange, Target } from './target';

/*
 * The WooCommerce and WordPress REST calls the storefront makes (src/server/woocommerce/*.ts,
 * src/server/wordpress/rest.ts), with their paths and parameters, run against one target. Ids differ
 * between the sandbox and the real site, so every id is looked up by slug, SKU, code or e-mail on
 * the target itself, and each exchange is recorded under a name both runs share.
 */

export type RecordAnswer = (name: string, exchange: Exchange) => Exchange;

const PRODUCT = 'oud-noir-03'; // variable, in `men`
const SIMPLE = 'discovery-set-6';
const CATEGORY = 'men';
const TAG = 'new';
const COUPON = 'welcome10';
const EXPIRED_COUPON = 'expired2025';
const CUSTOMER = 'olena@example.com';
const PAGE = { per_page: 100, page: 1 };

const list = (exchange: Exchange) =>
  Array.isArray(exchange.json) ? (exchange.json as Record<string, unknown>[]) : [];
const idOf = (exchange: Exchange): number => {
  const json = exchange.json as { id?: number } | null;
  if (typeof json?.id !== 'number')
    throw new Error(`no id in HTTP ${exchange.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.id;
};
const firstId = (exchange: Exchange, what: string): number => {
  const id = list(exchange)[0]?.id;
  if (typeof id !== 'number') throw new Error(`${what} not found (HTTP ${exchange.status})`);
  return id;
};

function orderBody(productId: number, variationId: number, simpleId: number, coupon: string) {
  return {
    status: 'pending',
    currency: 'UAH',
    set_paid: false,
    payment_method: 'wayforpay',
    payment_method_title: 'WayForPay',
    customer_note: '',
    billing: {
      first_name: 'Differential',
      last_name: 'Check',
      email: 'differential@example.com',
      phone: '+380501234567',
      city: 'Київ',
      address_1: 'Відділення №1',
      address_2: '',
      country: 'UA',
    },
    shipping: {
      first_name: 'Differential',
      last_name: 'Check',
      phone: '+380501234567',
      city: 'Київ',
      address_1: 'Відділення №1',
      address_2: '',
      country: 'UA',
    },
    line_items: [
      { product_id: productId, variation_id: variationId, quantity: 1 },
      { product_id: simpleId, quantity: 1, meta_data: [{ key: 'set_items', value: 'a, b' }] },
    ],
    coupon_lines: [{ code: coupon }],
    fee_lines: [{ name: 'Card payment commission 2%', tax_status: 'none', total: '30.00' }],
    shipping_lines: [{ method_id: 'nova_poshta_department', method_title: 'Нова пошта', total: '0' }],
    meta_data: [
      { key: '_idempotency_key', value: `differential-${Date.now()}` },
      { key: 'lang', value: 'uk' },
      { key: 'subscribe', value: 'no' },
    ],
  };
}

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function wooCommerceScenario(t: Target, record: RecordAnswer): Promise<void> {
  const lang = { lang: 'uk' };

  // Catalogue reads (products.ts, catalog.ts).
  const categories = record(
    'GET products/categories (hide_empty=false, all pages)',
    await t.woo('GET', 'products/categories', { query: { hide_empty: false, ...PAGE, ...lang } }),
  );
  const categoryId = list(categories).find((c) => c.slug === CATEGORY)?.id as number;
  record(
    'GET products (catalogue page: status=publish, per_page=12)',
    await t.woo('GET', 'products', { query: { status: 'publish', page: 1, per_page: 12, ...lang } }),
  );
  const bySlug = record(
    'GET products?slug= (one product by slug)',
    await t.woo('GET', 'products', { query: { slug: PRODUCT, status: 'publish', ...lang } }),
  );
  const productId = firstId(bySlug, `product ${PRODUCT}`);
  record(
    'GET products?category= (category page, all pages)',
    await t.woo('GET', 'products', { query: { status: 'publish', category: categoryId, ...PAGE, ...lang } }),
  );
  record(
    'GET products?category=&orderby=menu_order (special products)',
    await t.woo('GET', 'products', {
      query: {
        status: 'publish',
        category: categoryId,
        orderby: 'menu_order',
        order: 'asc',
        ...PAGE,
        ...lang,
      },
    }),
  );
  record(
    'GET products?_fields= (sitemap: slug, categories, date_modified_gmt)',
    await t.woo('GET', 'products', {
      query: { status: 'publish', _fields: 'slug,categories,date_modified_gmt', page: 1, per_page: 12 },
    }),
  );
  record('GET products?search=', await t.woo('GET', 'products', { query: { search: 'oud', ...lang } }));
  record(
    'GET products?orderby=price&order=asc',
    await t.woo('GET', 'products', {
      query: { status: 'publish', orderby: 'price', order: 'asc', page: 1, per_page: 12, ...lang },
    }),
  );
  record('GET products?per_page=101 (error)', await t.woo('GET', 'products', { query: { per_page: 101 } }));
  record(
    'GET products?orderby=bogus (error)',
    await t.woo('GET', 'products', { query: { orderby: 'bogus' } }),
  );
  const simple = record(
    'GET products?slug= (simple product)',
    await t.woo('GET', 'products', { query: { slug: SIMPLE, status: 'publish', ...lang } }),
  );
  const simpleId = firstId(simple, `product ${SIMPLE}`);
  record(
    'GET products?include= (reviewed products)',
    await t.woo('GET', 'products', {
      query: { include: [productId, simpleId].join(','), per_page: 100, ...lang },
    }),
  );
  record('GET products/{id} (unknown id)', await t.woo('GET', 'products/999999'));
  const variations = record(
    'GET products/{id}/variations (all pages)',
    await t.woo('GET', `products/${productId}/variations`, { query: { ...PAGE, ...lang } }),
  );
  const variationId = firstId(variations, `variation of ${PRODUCT}`);
  // The order's live stock read asks for the variations of a product deleted a moment ago.
  record(
    'GET products/{id}/variations (a parent that does not exist)',
    await t.woo('GET', 'products/999999/variations', { query: { include: '1,2', per_page: 100 } }),
  );
  record('GET products/tags?slug=', await t.woo('GET', 'products/tags', { query: { slug: TAG } }));
  const attributes = record(
    'GET products/attributes',
    await t.woo('GET', 'products/attributes', { query: lang }),
  );
  const volume = list(attributes).find((a) => a.slug === 'pa_volume')?.id as number;
  record(
    'GET products/attributes/{id}/terms (all pages)',
    await t.woo('GET', `products/attributes/${volume}/terms`, { query: { ...PAGE, ...lang } }),
  );

  // Reviews (reviews.ts).
  record(
    'GET products/reviews?product[]=&status=approved',
    await t.woo('GET', 'products/reviews', {
      query: { 'product[]': productId, status: 'approved', ...PAGE },
    }),
  );
  record(
    'GET products/reviews?status=approved&orderby=date',
    await t.woo('GET', 'products/reviews', {
      query: { status: 'approved', orderby: 'date', order: 'desc', ...PAGE },
    }),
  );
  const created = record(
    'POST products/reviews (status hold)',
    await t.woo('POST', 'products/reviews', {
      body: {
        product_id: productId,
        review: `A differential review ${Date.now()}`,
        reviewer: 'Differential',
        reviewer_email: 'differential@example.com',
        rating: 4,
        status: 'hold',
      },
    }),
  );
  const reviewId = idOf(created);
  record(
    'PUT products/reviews/{id} (rating, text)',
    await t.woo('PUT', `products/reviews/${reviewId}`, { body: { rating: 5, review: 'Edited review text' } }),
  );
  record(
    'DELETE products/reviews/{id} with JSON body {force: true}',
    await t.woo('DELETE', `products/reviews/${reviewId}`, { body: { force: true } }),
  );
  record('GET products/reviews/{id} after the delete', await t.woo('GET', `products/reviews/${reviewId}`));
  record(
    'POST products/reviews (unknown product)',
    await t.woo('POST', 'products/reviews', {
      body: { product_id: 999999, review: 'x', reviewer: 'x', reviewer_email: 'x@example.com', rating: 3 },
    }),
  );

  // Coupons (coupons.ts, prize-coupons.ts).
  record('GET coupons?code=', await t.woo('GET', 'coupons', { query: { code: COUPON } }));
  const prizeCode = `diff${Date.now().toString(36)}`;
  const prize = {
    code: prizeCode,
    amount: '5',
    discount_type: 'percent',
    individual_use: true,
    usage_limit: 1,
    usage_limit_per_user: 1,
    date_expires: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 19),
    description: 'Prize wheel differential: differential@example.com',
    email_restrictions: ['differential@example.com'],
    meta_data: [
      { key: 'prize_wheel', value: 'differential' },
      { key: 'prize_email', value: 'differential@example.com' },
    ],
  };
  record('POST coupons (prize coupon)', await t.woo('POST', 'coupons', { body: prize }));
  record('POST coupons (code taken)', await t.woo('POST', 'coupons', { body: prize }));
  record(
    'GET coupons?search=e-mail&per_page=100',
    await t.woo('GET', 'coupons', { query: { search: 'differential@example.com', per_page: 100 } }),
  );

  // Orders (orders.ts, order-payload.ts).
  const order = record(
    'POST orders (coupon_lines, fee_lines, meta)',
    await t.woo('POST', 'orders', { body: orderBody(productId, variationId, simpleId, COUPON) }),
  );
  const orderId = idOf(order);
  record(
    'POST orders (refused coupon)',
    await t.woo('POST', 'orders', { body: orderBody(productId, variationId, simpleId, EXPIRED_COUPON) }),
  );
  // WooCommerce takes a line whose product does not exist (deleted since the shop's catalogue was
  // read) as a line without one, at 0; the sandbox must not refuse it (src/server/checkout/stock-check.ts).
  record(
    'POST orders (a line whose product does not exist)',
    await t.woo('POST', 'orders', {
      body: {
        ...orderBody(productId, variationId, simpleId, COUPON),
        coupon_lines: [],
        line_items: [{ product_id: 999999, quantity: 1 }],
      },
    }),
  );
  record(
    'PUT orders/{id} (set_paid, transaction_id)',
    await t.woo('PUT', `orders/${orderId}`, { body: { set_paid: true, transaction_id: 'differential-tx' } }),
  );
  record(
    'POST orders/{id}/notes',
    await t.woo('POST', `orders/${orderId}/notes`, {
      body: { note: 'Differential note', customer_note: false },
    }),
  );
  record('GET orders/{id}', await t.woo('GET', `orders/${orderId}`));
  record('GET orders/{id} (unknown id)', await t.woo('GET', 'orders/999999'));
  record(
    'GET orders?search=e-mail&status=any',
    await t.woo('GET', 'orders', {
      query: {
        search: 'differential@example.com',
        status: 'any',
        per_page: 20,
        orderby: 'date',
        order: 'desc',
      },
    }),
  );
  record(
    'PUT orders/{id} (status failed)',
    await t.woo('PUT', `orders/${orderId}`, { body: { status: 'failed' } }),
  );

  // Customers and webhooks (check:platform, the account pages).
  record('GET customers?email=', await t.woo('GET', 'customers', { query: { email: CUSTOMER } }));
  record(
    'GET webhooks?status=active&per_page=100',
    await t.woo('GET', 'webhooks', { query: { status: 'active', per_page: 100 } }),
  );

  // Authentication.
  record('GET products without credentials', await t.woo('GET', 'products', { auth: 'none' }));
  record('GET products with a wrong signature', await t.woo('GET', 'products', { auth: 'wrong-signature' }));
  record(
    'POST orders without credentials',
    await t.woo('POST', 'orders', { auth: 'none', body: { status: 'pending' } }),
  );

  // WordPress REST (rest.ts).
  record(
    'POST wp/v2/media without Content-Disposition',
    await t.wp('POST', 'media', { raw: PNG, headers: { 'Content-Type': 'image/png' } }),
  );
}
