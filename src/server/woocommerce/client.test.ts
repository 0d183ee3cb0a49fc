import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { wooGet, wooGetAll, wooWrite } from './client';
import { oauthSignature } from './oauth-signature';

/*
 * How the shop's keys reach WooCommerce: HTTP Basic over https; over plain http an OAuth 1.0a
 * signature added below Next's fetch cache, so what the cache keys (the URL and every header) is the
 * same for every read of one resource.
 */

const env = {
  woocommerceUrl: '',
  woocommerceKey: 'ck_shop',
  woocommerceSecret: 'cs_shop',
  cacheRevalidateSeconds: 60,
};
jest.mock('@/server/env', () => ({ serverEnv: () => env }));

const products = { tags: ['products'], schema: z.array(z.unknown()) };

let server: http.Server;
const received: { method: string; url: string; authorization: string }[] = [];
/** A long list's pages: each answers after a while, as a large catalogue's do. */
const LIST_PAGES = 9;
let listInFlight = 0;
let listMostInFlight = 0;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization ?? '',
    });
    response.setHeader('Content-Type', 'application/json');
    const url = new URL(request.url ?? '/', 'http://shop');
    if (url.pathname.endsWith('/long-list')) {
      listMostInFlight = Math.max(listMostInFlight, ++listInFlight);
      response.setHeader('X-WP-TotalPages', String(LIST_PAGES));
      setTimeout(() => {
        listInFlight -= 1;
        response.end(JSON.stringify([Number(url.searchParams.get('page'))]));
      }, 40);
      return;
    }
    response.end(request.method === 'GET' ? '[]' : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  received.length = 0;
  env.woocommerceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => jest.restoreAllMocks());

/** Checks an `Authorization: OAuth …` header as WooCommerce does, for the request it came with. */
function verifies({ method, url, authorization }: (typeof received)[number]): boolean {
  const fields = Object.fromEntries(
    [...authorization.matchAll(/(oauth_[a-z_]+)="([^"]*)"/g)].map(([, name, value]) => [
      name,
      decodeURIComponent(value),
    ]),
  );
  const { oauth_signature: signature, ...oauth } = fields;
  return (
    authorization.startsWith('OAuth ') &&
    oauth.oauth_consumer_key === 'ck_shop' &&
    signature === oauthSignature({ method, url: `${env.woocommerceUrl}${url}`, oauth, secret: 'cs_shop' })
  );
}

it('over http, a cached read keeps the keys out of the URL and headers and WordPress gets it signed', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const query = { search: 'rose oud', include: '1,2' };
  await wooGet('products', { ...products, query, lng: 'en' });
  await wooGet('products', { ...products, query, lng: 'en' });

  const [first, second] = fetchSpy.mock.calls;
  expect(String(first[0])).toBe(String(second[0]));
  expect(String(first[0])).not.toMatch(/oauth|consumer/);
  expect(first[1]?.headers).toEqual({ Accept: 'application/json' });
  expect(second[1]?.headers).toEqual(first[1]?.headers);
  expect(first[1]).toMatchObject({ cache: 'force-cache', next: { tags: ['products'] } });

  expect(received).toHaveLength(2);
  expect(received[0].url).toBe('/wp-json/wc/v3/products?search=rose+oud&include=1%2C2&lang=en');
  expect(received.every(verifies)).toBe(true);
  expect(received[0].authorization).not.toBe(received[1].authorization);
});

it('over http, a write is signed for its method', async () => {
  await wooWrite('POST', 'orders/12/notes', { note: 'Paid', customer_note: false }, z.unknown());
  expect(received).toEqual([
    expect.objectContaining({ method: 'POST', url: '/wp-json/wc/v3/orders/12/notes' }),
  ]);
  expect(verifies(received[0])).toBe(true);
});

it('over https, every call carries the keys as HTTP Basic and no dispatcher', async () => {
  env.woocommerceUrl = 'https://shop.example';
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
  await wooGet('products', products);
  const [[url, init]] = fetchSpy.mock.calls;
  expect(String(url)).toBe('https://shop.example/wp-json/wc/v3/products');
  expect(init?.headers).toEqual({
    Accept: 'application/json',
    Authorization: `Basic ${Buffer.from('ck_shop:cs_shop').toString('base64')}`,
  });
  expect(init).not.toHaveProperty('dispatcher');
});

it('a schema that waits for a read of its own (term names) does not hold back the WooCommerce call', async () => {
  let giveSchema: (schema: z.ZodType<string[]>) => void = () => {};
  const schema = new Promise<z.ZodType<string[]>>((resolve) => (giveSchema = resolve));
  const answer = wooGet('products', { tags: ['products'], schema });
  for (let waited = 0; received.length === 0 && waited < 2000; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(received).toHaveLength(1);
  giveSchema(z.array(z.string()).transform((names) => [...names, 'translated']));
  await expect(answer).resolves.toMatchObject({ data: ['translated'] });
});

it('a long list is read a few pages at a time, in order, so its last pages do not time out waiting', async () => {
  const list = await wooGetAll('long-list', { tags: ['products'], schema: z.array(z.number()) });
  expect(list).toEqual(Array.from({ length: LIST_PAGES }, (_, i) => i + 1));
  expect(listMostInFlight).toBe(2);
});
