import { FAVOURITES_MAX } from '@/config/shop';
import type { CardProduct } from '@/domain/catalog/card-product';
import { seededWooCommerceForFile, wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { fromAddress } from '@/test-support/peer-address';
import { POST } from './route';

// Three reads a minute per client here, so the limit is met without reading the catalogue 120 times.
jest.mock('@/server/rate-limit/limits', () => {
  const actual = jest.requireActual('@/server/rate-limit/limits');
  return { LIMITS: { ...actual.LIMITS, productsPerClient: { limit: 3, windowMs: 60_000 } } };
});

const backend = seededWooCommerceForFile();
// The other languages' category names come from WordPress (term-language.ts).
beforeAll(() => {
  process.env.WORDPRESS_GRAPHQL_URL = `${backend.sandbox.url}/graphql`;
});
let client = 0;

function products(body: unknown, address = `198.51.100.${++client}`) {
  return POST(
    new Request('http://shop.test/api/products', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress(address) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function ok(body: unknown): Promise<CardProduct[]> {
  const response = await products(body);
  expect(response.status).toBe(200);
  return ((await response.json()) as { products: CardProduct[] }).products;
}

describe('POST /api/products rejects what it cannot read', () => {
  it.each([
    ['a body that is not JSON', '{"ids":'],
    ['no ids', { locale: 'uk' }],
    ['an empty list', { ids: [], locale: 'uk' }],
    ['an id that is not a product id', { ids: [1, -2], locale: 'uk' }],
    ['a fraction', { ids: [1.5], locale: 'uk' }],
    ['an id as text', { ids: ['7'], locale: 'uk' }],
    ['an id twice', { ids: [7, 7], locale: 'uk' }],
    [`more than ${FAVOURITES_MAX} ids`, { ids: Array.from({ length: FAVOURITES_MAX + 1 }, (_, i) => i + 1) }],
    ['an unknown locale', { ids: [1], locale: 'de' }],
  ])('%s is 400 bad_request', async (_, body) => {
    const response = await products(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });

  it('GET is 405 with the API’s error body', async () => {
    const { GET } = await import('./route');
    const response = GET();
    expect(response.status).toBe(405);
    expect((await response.json()).error.code).toBe('method_not_allowed');
  });
});

describe('POST /api/products against the seeded catalogue', () => {
  it('answers the cards in the order asked, as the catalogue prices them now', async () => {
    const { perfume, sale } = backend.ids;
    const cards = await ok({ ids: [sale.id, perfume.id], locale: 'uk' });
    expect(cards.map((card) => card.id)).toEqual([sale.id, perfume.id]);
    const [onSale, variable] = cards;
    expect(onSale).toMatchObject({ onSale: true, price: sale.price, inStock: expect.any(Boolean) });
    expect(variable.type).toBe('variable');
    const [wire] = await wcGet<{ slug: string; price: string }[]>(
      backend.sandbox,
      `products?include=${perfume.id}`,
    );
    expect(variable.slug).toBe(wire.slug);
    expect(variable.price).toBe(Number(wire.price));
  });

  it('leaves out ids the shop does not sell on its shelves: unknown, and internal samples', async () => {
    const { perfume, aromas } = backend.ids;
    const cards = await ok({ ids: [999_999, aromas[0], perfume.id], locale: 'ua' });
    expect(cards.map((card) => card.id)).toEqual([perfume.id]);
  });

  it('reads the products in the language asked', async () => {
    const { perfume, simple } = backend.ids;
    const [uk, ukSimple] = await ok({ ids: [perfume.id, simple.id], locale: 'uk' });
    const [en, enSimple] = await ok({ ids: [perfume.id, simple.id], locale: 'en' });
    expect(uk.categories.map((c) => c.name)).toContain('Жіночі аромати');
    expect(en.categories.map((c) => c.name)).toContain("Women's fragrances");
    expect(enSimple.name).not.toBe(ukSimple.name);
    expect(enSimple.name).toMatch(/^[\x20-\x7e]+$/);
  });

  it('past the per-client limit the next read is 429 in the shopper’s language', async () => {
    const { perfume } = backend.ids;
    const address = '203.0.113.77';
    for (let i = 0; i < 3; i += 1) {
      expect((await products({ ids: [perfume.id], locale: 'en' }, address)).status).toBe(200);
    }
    const refused = await products({ ids: [perfume.id], locale: 'en' }, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await refused.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in a few minutes.',
    });
    expect((await products({ ids: [perfume.id], locale: 'en' }, '203.0.113.78')).status).toBe(200);
  });
});
