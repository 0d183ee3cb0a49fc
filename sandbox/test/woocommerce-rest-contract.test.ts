// WooCommerce's own REST API tests disagreed with the sandbox in these places; each case pins the
// WordPress/WooCommerce behaviour the sandbox now follows.
import { startSandbox, type RunningSandbox } from './harness';

let sandbox: RunningSandbox;
const wc = (path: string, init?: RequestInit) =>
  sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`, init);
const json = async (path: string) => (await wc(path)).json();
const send = (path: string, method: string, body: unknown) =>
  wc(path, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

let perfume: { id: number; variations: number[] };

beforeAll(async () => {
  sandbox = await startSandbox();
  [perfume] = await json('products?slug=velvet-amber-07');
});
afterAll(() => sandbox.close());

describe('routing', () => {
  it('answers an unknown route or method with JSON rest_no_route', async () => {
    const response = await send('orders/1/notes/2', 'PUT', { note: 'x' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });

  it('routes a trailing slash like the path without it', async () => {
    const coupons = await wc('coupons/');
    expect(coupons.status).toBe(200);
    expect((await coupons.json()).length).toBeGreaterThan(0);
    expect((await wc('orders/?search=olena')).status).toBe(200);
  });

  it('treats POST and PATCH on an item as edits, like PUT', async () => {
    const [coupon] = await json('coupons?code=welcome10');
    const posted = await send(`coupons/${coupon.id}`, 'POST', { description: 'by POST' });
    expect(posted.status).toBe(200);
    expect((await posted.json()).description).toBe('by POST');
    const [customer] = await json('customers?email=andrii@example.com');
    const patched = await send(`customers/${customer.id}`, 'PATCH', { first_name: 'Андрій П.' });
    expect((await patched.json()).first_name).toBe('Андрій П.');
  });
});

describe('orders', () => {
  const line = () => [{ product_id: perfume.id, variation_id: perfume.variations[0], quantity: 1 }];

  it('creates a pending order when status is null', async () => {
    const response = await send('orders', 'POST', { status: null, line_items: line() });
    expect(response.status).toBe(201);
    expect((await response.json()).status).toBe('pending');
  });

  it('searches shipping fields, company, address 2, city, postcode, phone and item names', async () => {
    const created = await (
      await send('orders', 'POST', {
        billing: { email: 'find@example.com', company: 'Ароматика ТОВ', phone: '+380501112233' },
        shipping: { city: 'Ужгород', address_2: 'кв. 77', postcode: '88000', state: 'Закарпатська' },
        line_items: line(),
      })
    ).json();
    const ids = async (q: string) =>
      ((await json(`orders?search=${encodeURIComponent(q)}&per_page=100`)) as { id: number }[]).map(
        (o) => o.id,
      );
    for (const q of ['ароматика', 'ужгород', 'кв. 77', '88000', 'закарпатська', '380501112233']) {
      expect(await ids(q)).toContain(created.id);
    }
    expect(await ids(created.line_items[0].name.split(' - ')[0])).toContain(created.id);
  });

  it('PUT changes billing, shipping and line items, and recomputes the total', async () => {
    const created = await (
      await send('orders', 'POST', { billing: { first_name: 'Old' }, line_items: line() })
    ).json();
    const item = created.line_items[0];
    const response = await send(`orders/${created.id}`, 'PUT', {
      billing: { first_name: 'New', city: 'Львів' },
      shipping: { city: 'Львів' },
      line_items: [{ id: item.id, quantity: 3 }],
    });
    const updated = await response.json();
    expect(response.status).toBe(200);
    expect(updated.billing).toMatchObject({ first_name: 'New', city: 'Львів' });
    expect(updated.shipping.city).toBe('Львів');
    expect(updated.line_items).toHaveLength(1);
    expect(updated.line_items[0]).toMatchObject({ id: item.id, quantity: 3 });
    expect(updated.total).toBe((Number(item.price) * 3).toFixed(2));

    const removed = await (
      await send(`orders/${created.id}`, 'PUT', {
        line_items: [
          { id: item.id, quantity: 0 },
          { product_id: perfume.id, variation_id: perfume.variations[1] },
        ],
      })
    ).json();
    expect(removed.line_items.map((l: { variation_id: number }) => l.variation_id)).toEqual([
      perfume.variations[1],
    ]);
  });
});

describe('customers', () => {
  it('PUT changes billing and shipping, keeping fields not sent', async () => {
    const [customer] = await json('customers?email=olena@example.com');
    const updated = await (
      await send(`customers/${customer.id}`, 'PUT', {
        billing: { city: 'Одеса' },
        shipping: { first_name: 'Олена', city: 'Одеса' },
      })
    ).json();
    expect(updated.billing.city).toBe('Одеса');
    expect(updated.billing.email).toBe(customer.billing.email);
    expect(updated.shipping).toMatchObject({ first_name: 'Олена', city: 'Одеса' });
  });

  it('has is_paying_customer', async () => {
    const customers = await json('customers');
    for (const c of customers) expect(typeof c.is_paying_customer).toBe('boolean');
  });
});

describe('coupons', () => {
  it('answers amount as a two-decimal string', async () => {
    const created = await (
      await send('coupons', 'POST', { code: 'ten-off', amount: '10', discount_type: 'fixed_cart' })
    ).json();
    expect(created.amount).toBe('10.00');
    expect((await json(`coupons/${created.id}`)).amount).toBe('10.00');
  });

  it('filters by search', async () => {
    const found = (await json('coupons?search=welc')) as { code: string }[];
    expect(found.map((c) => c.code)).toEqual(['welcome10']);
  });
});

describe('products', () => {
  it('creates a virtual product, with shipping_required false and post_password', async () => {
    const response = await send('products', 'POST', { name: 'E-card', virtual: true, regular_price: '100' });
    const product = await response.json();
    expect(response.status).toBe(201);
    expect(product).toMatchObject({ virtual: true, shipping_required: false, post_password: '' });
  });

  it('creates a variable product with its attributes', async () => {
    const attributes = [{ name: 'Colour', options: ['Red', 'Green'], visible: true, variation: true }];
    const product = await (
      await send('products', 'POST', { name: 'Scarf', type: 'variable', attributes })
    ).json();
    expect(product.type).toBe('variable');
    expect(product.attributes).toEqual([
      expect.objectContaining({ id: 0, name: 'Colour', options: ['Red', 'Green'], variation: true }),
    ]);
  });

  it('keeps images sent by src, the featured one first', async () => {
    const local = `${sandbox.url}/wp-content/uploads/generated/scarf-1.png`;
    const product = await (
      await send('products', 'POST', {
        name: 'Pictured',
        images: [
          { src: local, featured: false },
          { src: 'https://cdn.example.com/b.png', featured: true },
        ],
      })
    ).json();
    // `featured` is a write parameter only: the answer puts that image first and does not echo it.
    expect(product.images.map((i: { src: string }) => i.src)).toEqual([
      'https://cdn.example.com/b.png',
      local,
    ]);
    expect(product.images[0]).not.toHaveProperty('featured');
    expect(typeof product.images[0].id).toBe('number');
  });

  it('refuses two featured images', async () => {
    const response = await send('products', 'POST', {
      name: 'Two',
      images: [
        { src: 'https://cdn.example.com/a.png', featured: true },
        { src: 'https://cdn.example.com/b.png', featured: true },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'woocommerce_rest_product_featured_image_count',
      message: 'Only one featured image is allowed.',
      data: { status: 400 },
    });
  });

  it('DELETE reads force from a JSON body', async () => {
    const product = await (await send('products', 'POST', { name: 'Gone' })).json();
    expect((await send(`products/${product.id}`, 'DELETE', { force: true })).status).toBe(200);
    expect((await wc(`products/${product.id}`)).status).toBe(404);
  });
});
