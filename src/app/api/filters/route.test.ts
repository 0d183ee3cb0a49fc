import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { POST } from './route';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

function filters(body: unknown) {
  return POST(
    new Request('http://shop.test/api/filters/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

type Summary = {
  id: number;
  sku: string;
  price: number;
  rating: number;
  facets: Record<string, { slug: string }[]>;
};

async function ok(body: unknown): Promise<{ products: Summary[]; total: number; pages: number }> {
  const response = await filters(body);
  expect(response.status).toBe(200);
  return response.json();
}

describe('POST /api/filters/ rejects what it cannot read', () => {
  it.each([
    ['a body that is not JSON', '{"data":'],
    ['no data', { locale: 'uk' }],
    ['per_page over 1000', { data: { page: 1, per_page: 1001 }, locale: 'uk' }],
    ['page 0', { data: { page: 0, per_page: 12 }, locale: 'uk' }],
    ['an unknown sort', { data: { page: 1, per_page: 12, sort: 'cheapest' }, locale: 'uk' }],
    ['rating 6', { data: { page: 1, per_page: 12, rating: 6 }, locale: 'uk' }],
    ['an unknown locale', { data: { page: 1, per_page: 12 }, locale: 'de' }],
  ])('%s is 400 bad_request', async (_, body) => {
    const response = await filters(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });

  it('an unknown category is 404 not_found', async () => {
    const response = await filters({ data: { page: 1, per_page: 12, category: 'no-such' }, locale: 'uk' });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });
});

describe('POST /api/filters/ against the seeded catalogue', () => {
  it('sets and gifts load whole: page 1 with per_page 1000 gives every aroma sample', async () => {
    const [category] = await wcGet<{ id: number; count: number }[]>(
      sandbox,
      'products/categories?slug=aroma-samples',
    );
    const body = await ok({ data: { page: 1, per_page: 1000, category: 'aroma-samples' }, locale: 'ua' });
    expect(body.total).toBe(category.count);
    expect(body.pages).toBe(1);
    expect(body.products).toHaveLength(category.count);
  });

  it('the whole catalogue (more than one WooCommerce page) leaves the internal categories out', async () => {
    const body = await ok({ data: { page: 1, per_page: 1000 }, locale: 'en' });
    type Wire = { id: number; categories: { slug: string }[] };
    const pages = await Promise.all(
      [1, 2].map((page) => wcGet<Wire[]>(sandbox, `products?per_page=100&page=${page}&status=publish`)),
    );
    expect(pages[0]).toHaveLength(100);
    const internal = ['aroma-samples', 'discovery-sets', 'gift-samples', 'certificates'];
    const onShelves = pages.flat().filter((p) => p.categories.some((c) => !internal.includes(c.slug)));
    expect(onShelves.some((p) => pages[1].includes(p))).toBe(true);
    expect(body.products.map((p) => p.id).sort()).toEqual(onShelves.map((p) => p.id).sort());
  });

  it('filters by a facet slug, sorts by price ascending and pages', async () => {
    const body = await ok({
      data: { page: 1, per_page: 5, category: 'women', intensity: 'light', sort: 'price-asc' },
      locale: 'uk',
    });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(5);
    for (const product of body.products) {
      expect(product.facets.intensity.map((t) => t.slug)).toContain('light');
    }
    const prices = body.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.pages).toBe(Math.ceil(body.total / 5));
  });

  it('rating keeps products rated at least that many stars', async () => {
    const body = await ok({ data: { page: 1, per_page: 1000, rating: 4 }, locale: 'uk' });
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => p.rating >= 4)).toBe(true);
  });
});
