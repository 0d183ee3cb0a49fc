import { startSandbox, type RunningSandbox } from './harness';

/*
 * Answers whose shape the differential check (scripts/differential-wordpress.ts) found different
 * on a real WordPress 6.8 + WooCommerce 10.0 + WPGraphQL 2 site, each as the real site answers it.
 */

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

const wc = (path: string, init: RequestInit = {}) =>
  sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
const json = async <T>(path: string, init?: RequestInit) => (await (await wc(path, init)).json()) as T;
const productBySlug = async (slug: string) =>
  (await json<{ id: number; meta_data: { key: string; value: unknown }[] }[]>(`products?slug=${slug}`))[0];

describe('the sandbox answers in the real platform’s shapes', () => {
  it('a review deleted with a JSON body {"force": true} is gone, and its create and update answer the raw text', async () => {
    const product = await productBySlug('oud-noir-03');
    const created = await json<{ id: number; review: string; reviewer_avatar_urls: object }>(
      'products/reviews',
      {
        method: 'POST',
        body: JSON.stringify({
          product_id: product.id,
          review: 'Raw text',
          reviewer: 'Shape',
          reviewer_email: 'shape@example.com',
          rating: 4,
          status: 'hold',
        }),
      },
    );
    expect(created.review).toBe('Raw text');
    expect(Object.keys(created.reviewer_avatar_urls)).toEqual(['24', '48', '96']);
    const updated = await json<{ review: string }>(`products/reviews/${created.id}`, {
      method: 'PUT',
      body: JSON.stringify({ review: 'Edited text', rating: 5 }),
    });
    expect(updated.review).toBe('Edited text');

    const deleted = await wc(`products/reviews/${created.id}`, {
      method: 'DELETE',
      body: JSON.stringify({ force: true }),
    });
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: created.id } });
    const after = await wc(`products/reviews/${created.id}`);
    expect(after.status).toBe(404);
    expect(await after.json()).toMatchObject({ code: 'woocommerce_rest_review_invalid_id' });
  });

  it('a product’s numeric meta comes back as text, as WordPress stores post meta', async () => {
    const set = await productBySlug('discovery-set-6');
    expect(set.meta_data.find((m) => m.key === 'set_size')?.value).toBe('6');
  });

  it('an order’s coupon line carries the coupon’s type, amount and coupon_info meta', async () => {
    const product = await productBySlug('discovery-set-6');
    const order = await json<{ coupon_lines: Record<string, unknown>[] }>('orders', {
      method: 'POST',
      body: JSON.stringify({
        billing: { email: 'shape@example.com' },
        line_items: [{ product_id: product.id, quantity: 1 }],
        coupon_lines: [{ code: 'welcome10' }],
      }),
    });
    const [coupon] = await json<{ id: number }[]>('coupons?code=welcome10');
    const info = JSON.stringify([coupon.id, 'welcome10', 'percent', 10]);
    expect(order.coupon_lines[0]).toMatchObject({
      code: 'welcome10',
      discount_type: 'percent',
      nominal_amount: 10,
      free_shipping: false,
      meta_data: [{ key: 'coupon_info', value: info, display_key: 'coupon_info', display_value: info }],
    });
  });

  it('a coupon answers its post status and meta rows with ids', async () => {
    const created = await json<{ status: string; meta_data: { id: unknown; value: unknown }[] }>('coupons', {
      method: 'POST',
      body: JSON.stringify({
        code: 'shape-meta',
        amount: '5',
        meta_data: [{ key: 'prize_wheel', value: 'w' }],
      }),
    });
    expect(created.status).toBe('publish');
    expect(created.meta_data).toEqual([{ id: expect.any(Number), key: 'prize_wheel', value: 'w' }]);
  });

  it('the attributes list sends the pagination headers', async () => {
    const response = await wc('products/attributes');
    expect(response.headers.get('X-WP-Total')).toBe('5');
    expect(response.headers.get('X-WP-TotalPages')).toBe('1');
  });

  it('a GraphQL answer carries WPGraphQL’s debug extension', async () => {
    const response = await fetch(`${sandbox.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ posts(first: 1) { nodes { databaseId } } }' }),
    });
    expect(await response.json()).toMatchObject({
      extensions: { debug: [{ type: 'DEBUG_LOGS_INACTIVE' }] },
    });
  });

  it('every object carries WordPress REST _links: self, collection and, for a nested one, up', async () => {
    const product = await productBySlug('oud-noir-03');
    const [variation] = await json<{ _links: Record<string, { href: string }[]> }[]>(
      `products/${product.id}/variations`,
    );
    const base = `${sandbox.url}/wp-json/wc/v3/products/${product.id}`;
    expect(variation._links.collection).toEqual([{ href: `${base}/variations` }]);
    expect(variation._links.up).toEqual([{ href: base }]);
    expect(variation._links.self[0].href).toMatch(new RegExp(`^${base}/variations/\\d+$`));
  });

  it('a product and a variation answer WooCommerce’s whole schema, without the sandbox’s own fields', async () => {
    const product = (await json<Record<string, unknown>[]>('products?slug=oud-noir-03'))[0];
    for (const field of ['price_html', 'dimensions', 'backorders_allowed', 'brands', 'low_stock_amount'])
      expect(product).toHaveProperty(field);
    expect(product).not.toHaveProperty('lang');
    expect((product.images as object[])[0]).not.toHaveProperty('featured');
    const [variation] = await json<Record<string, unknown>[]>(`products/${product.id as number}/variations`);
    expect(variation).toMatchObject({ type: 'variation', parent_id: product.id, weight: '' });
  });

  it('an order answers WooCommerce’s derived fields and no `lang`; a customer every address field', async () => {
    const product = await productBySlug('discovery-set-6');
    const order = await json<Record<string, unknown>>('orders', {
      method: 'POST',
      body: JSON.stringify({
        billing: { email: 'shape@example.com' },
        line_items: [{ product_id: product.id, quantity: 1, meta_data: [{ key: 'k', value: 'v' }] }],
      }),
    });
    expect(order).toMatchObject({ needs_payment: true, is_editable: true, created_via: 'rest-api' });
    expect(order).not.toHaveProperty('lang');
    expect((order.line_items as { meta_data: object[] }[])[0].meta_data[0]).toMatchObject({
      display_key: 'k',
      display_value: 'v',
    });
    const [customer] = await json<{ billing: Record<string, string> }[]>('customers?email=olena@example.com');
    expect(Object.keys(customer.billing)).toEqual(expect.arrayContaining(['company', 'postcode', 'state']));
  });

  it('a refused coupon leaves the order as a checkout draft, named in the refusal', async () => {
    const product = await productBySlug('discovery-set-6');
    const refused = await wc('orders', {
      method: 'POST',
      body: JSON.stringify({
        billing: { email: 'draft@example.com' },
        line_items: [{ product_id: product.id, quantity: 1 }],
        coupon_lines: [{ code: 'expired2025' }],
      }),
    });
    expect(refused.status).toBe(400);
    const { code, data } = (await refused.json()) as { code: string; data: { new_draft_order_id: number } };
    expect(code).toBe('woocommerce_rest_invalid_coupon');
    const draft = await json<{ status: string; coupon_lines: unknown[] }>(
      `orders/${data.new_draft_order_id}`,
    );
    expect(draft).toMatchObject({ status: 'checkout-draft', coupon_lines: [] });
  });

  it('an ACF Number field holding 0 answers null, as PHP’s empty() makes WPGraphQL for ACF answer it', async () => {
    const response = await fetch(`${sandbox.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: '{ prizeWheels(first: 20) { nodes { slug wheelFields { logic { delaySeconds } } } } }',
      }),
    });
    const body = (await response.json()) as {
      data: {
        prizeWheels: { nodes: { slug: string; wheelFields: { logic: { delaySeconds: number | null } } }[] };
      };
    };
    const delays = Object.fromEntries(
      body.data.prizeWheels.nodes.map((n) => [n.slug, n.wheelFields.logic.delaySeconds]),
    );
    expect(delays).toMatchObject({ 'after-purchase-wheel': null, 'site-wheel': 15 });
  });

  it('lists WooCommerce’s own empty “Uncategorized” product category, without an image', async () => {
    const categories = await json<{ slug: string; image: unknown; count: number }[]>(
      'products/categories?hide_empty=false&per_page=100',
    );
    expect(categories.find((c) => c.slug === 'uncategorized')).toMatchObject({ image: null, count: 0 });
  });
});
