import { LIMITS } from '@/server/rate-limit/limits';
import { seededWooCommerceForFile } from '@/server/woocommerce/sandbox-catalog.test-support';
import { fromAddress } from '@/test-support/peer-address';
import { POST as hintPost } from './hint-gift/route';
import { POST as orderPost } from './orders/route';
import { POST as promoPost } from './promo/route';
import { POST as quotePost } from './checkout/quote/route';

/*
 * The hardening issue's abuse limits, through the real routes against the sandbox: promo codes were
 * answered 8,000 times a minute (each answer tells whether a code exists), orders were unthrottled
 * (each e-mails the address it names), and the hint limit keyed on an X-Forwarded-For entry the client
 * writes. Counters are in this process's memory here; counter-store.test.ts runs them on Redis.
 * `fromAddress` is the connection's address as the server records it (peer-address.ts).
 */

jest.mock('@/server/mail/transport', () => ({
  mailFrom: () => 'shop@example.com',
  mailTransport: () => ({ sendMail: async () => ({}) }),
}));
jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

const backend = seededWooCommerceForFile();
let counter = 0;

function post(
  handler: (r: Request) => Promise<Response>,
  path: string,
  body: object,
  headers: Record<string, string> = {},
) {
  return handler(
    new Request(`https://shop.example${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

const items = () => [{ id: backend.ids.perfume.id, variation_id: backend.ids.perfume.variationId, count: 1 }];

describe('promo checks', () => {
  it(`past ${LIMITS.promoPerClient.limit} a minute one client gets 429 with Retry-After, another client does not`, async () => {
    const guess = (i: number, client: string) =>
      post(
        promoPost,
        '/api/promo',
        { locale: 'en', email: 'a@example.com', code: `guess${i}`, items: items() },
        fromAddress(client),
      );
    for (let i = 0; i < LIMITS.promoPerClient.limit; i += 1) {
      expect((await guess(i, '203.0.113.5')).status).toBe(400);
    }
    const refused = await guess(99, '203.0.113.5');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await refused.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in a few minutes.',
    });
    expect((await guess(0, '203.0.113.6')).status).toBe(400);
  });

  it(`quotes with a code count towards the ${LIMITS.promoPerClientHourly.limit} checks an hour a client may make`, async () => {
    const quote = (i: number) =>
      post(
        quotePost,
        '/api/checkout/quote',
        { locale: 'en', items: items(), promo: `guess${i}`, email: 'a@example.com', payment: 'requisites' },
        fromAddress('203.0.113.8'),
      );
    for (let i = 0; i < LIMITS.promoPerClientHourly.limit; i += 1) expect((await quote(i)).status).toBe(200);
    expect((await quote(999)).status).toBe(429);
    const promo = await post(
      promoPost,
      '/api/promo',
      { locale: 'en', email: 'a@example.com', code: 'welcome10', items: items() },
      fromAddress('203.0.113.8'),
    );
    expect(promo.status).toBe(429);
  });
});

describe('orders', () => {
  function order(email: string, client: string) {
    counter += 1;
    return post(
      orderPost,
      '/api/orders',
      {
        locale: 'uk',
        items: items(),
        customer: { name: 'Олена', surname: 'Коваль', phone: '+380 (67) 123-45-67', email },
        delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
        payment: 'requisites',
        captcha: 'sandbox-captcha-ok',
      },
      { 'Idempotency-Key': `limits-${counter}`, ...fromAddress(client) },
    );
  }

  it(`past ${LIMITS.orderPerEmail.limit} orders to one address in ten minutes the next is 429, from any client`, async () => {
    for (let i = 0; i < LIMITS.orderPerEmail.limit; i += 1) {
      expect((await order('Victim@example.com', `198.51.100.${i}`)).status).toBe(201);
    }
    const refused = await order('victim@example.com', '198.51.100.200');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('rate_limited');
    expect((await order('someone.else@example.com', '198.51.100.200')).status).toBe(201);
  });
});

describe('gift hints', () => {
  it('behind a proxy, 30 hints with 30 made-up addresses are one client and stop at its limit', async () => {
    process.env.TRUSTED_PROXY_HOPS = '1';
    jest.resetModules();
    const { POST } = await import('./hint-gift/route');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await POST(
        new Request('https://shop.example/api/hint-gift', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-forwarded-for': `10.9.8.${i}, 192.0.2.44` },
          body: JSON.stringify({
            email: `friend${i}@example.com`,
            productSlug: 'velvet-amber-07',
            locale: 'en',
            captcha: 'sandbox-captcha-ok',
          }),
        }),
      );
      statuses.push(response.status);
    }
    delete process.env.TRUSTED_PROXY_HOPS;
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.hintPerClient.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.hintPerClient.limit);
  });

  it('with no proxy, 30 hints with 30 made-up X-Forwarded-For addresses from one connection are one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const response = await post(
        hintPost,
        '/api/hint-gift',
        {
          email: `someone${i}@example.com`,
          productSlug: 'velvet-amber-07',
          locale: 'en',
          captcha: 'sandbox-captcha-ok',
        },
        { 'x-forwarded-for': `10.${i >> 8}.${i & 255}.7`, ...fromAddress('192.0.2.45') },
      );
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMITS.hintPerClient.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.hintPerClient.limit);
  });
});
