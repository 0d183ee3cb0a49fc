import net from 'node:net';
import { useAsShopBackend } from '@/test-support/sandbox-process';
import { POST as quote } from './checkout/quote/route';
import { POST as filters } from './filters/route';
import { GET as cities } from './novaposhta/cities/route';
import { POST as options } from './options/route';
import { POST as orders } from './orders/route';
import { POST as products } from './products/route';
import { POST as promo } from './promo/route';
import { GET as search } from './search/route';
import { POST as tracking } from './tracking/route';
import { POST as wheels } from './wheel/status/route';

/*
 * WooCommerce, WordPress and Nova Poshta stopped (nothing listens where they were): every API route
 * that needs one answers 503 with Retry-After and its usual error code and message, so the browser
 * shows its friendly text and a client or CDN knows when to come back. (A platform that answers an
 * error is a 502: route.backend-down.test.ts.)
 */

// The captcha is the provider's, not WooCommerce's: it passes here, so the failure is WooCommerce's.
jest.mock('@/server/captcha/verify-captcha', () => ({ verifyCaptcha: async () => true }));

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  useAsShopBackend(`http://localhost:${port}`);
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const post = (handler: (request: Request) => Promise<Response>, body: unknown, headers = {}) =>
  handler(
    new Request('http://shop.test/api', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

const items = [{ id: 101, count: 1 }];
const customer = { name: 'Olena', surname: 'Koval', phone: '+380 67 123 45 67', email: 'olena@example.com' };

const routes: Array<[string, () => Promise<Response>, string]> = [
  [
    'POST /api/orders',
    () =>
      post(
        orders,
        {
          locale: 'en',
          items,
          customer,
          delivery: { method: 'np', city: 'Kyiv', department: 'Branch 1' },
          payment: 'requisites',
          captcha: 'sandbox-captcha-ok',
        },
        { 'Idempotency-Key': 'platform-down-1' },
      ),
    'order_failed',
  ],
  [
    'POST /api/checkout/quote',
    () => post(quote, { locale: 'en', items, payment: 'requisites' }),
    'upstream_unavailable',
  ],
  [
    'POST /api/promo',
    () => post(promo, { locale: 'en', code: 'welcome10', email: 'olena@example.com', items }),
    'upstream_unavailable',
  ],
  [
    'POST /api/filters',
    () => post(filters, { locale: 'en', data: { category: 'women' } }),
    'upstream_unavailable',
  ],
  ['POST /api/products', () => post(products, { locale: 'en', ids: [101] }), 'upstream_unavailable'],
  ['POST /api/options', () => post(options, { locale: 'en' }), 'upstream_unavailable'],
  [
    'GET /api/search',
    () => search(new Request('http://shop.test/api/search?q=rose&locale=en')),
    'upstream_unavailable',
  ],
  ['POST /api/wheel/status', () => post(wheels, { locale: 'en' }), 'upstream_unavailable'],
  [
    'POST /api/tracking',
    () => post(tracking, { locale: 'en', number: '1042', phone: '+380671234567' }),
    'unavailable',
  ],
  [
    'GET /api/novaposhta/cities',
    () => cities(new Request('http://shop.test/api/novaposhta/cities?q=Kyiv&locale=en')),
    'delivery_unavailable',
  ],
];

it.each(routes)('%s answers 503 with Retry-After and its usual error', async (_name, call, code) => {
  const response = await call();
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('30');
  const { error } = await response.json();
  expect(error.code).toBe(code);
  expect(error.message).toEqual(expect.any(String));
});

it('the order answer keeps telling the shopper that the cart and details are kept', async () => {
  const response = await post(
    orders,
    {
      locale: 'en',
      items,
      customer,
      delivery: { method: 'np', city: 'Kyiv', department: 'Branch 1' },
      payment: 'requisites',
      captcha: 'sandbox-captcha-ok',
    },
    { 'Idempotency-Key': 'platform-down-2' },
  );
  expect((await response.json()).error.message).toBe(
    'We could not place your order right now. Your cart and details are kept: please try again in a minute.',
  );
});
