import { LIMITS } from '@/server/rate-limit/limits';
import { seededWooCommerceForFile } from '@/server/woocommerce/sandbox-catalog.test-support';
import { fromAddress } from '@/test-support/peer-address';
import { POST as callbackPost } from './callback/route';
import { POST as hintPost } from './hint-gift/route';
import { POST as newsletterPost } from './newsletter/route';
import { POST as orderPost } from './orders/route';
import { POST as promoPost } from './promo/route';
import { POST as reviewPost } from './reviews/route';
import { POST as trackingPost } from './tracking/route';
import { POST as wheelStatusPost } from './wheel/status/route';
import { POST as wheelPost } from './wheel/spin/route';

/*
 * Issue 24's first item: the all-shoppers ceilings counted requests that were refused or placed
 * nothing, so one address sending 605 orders for an unknown product closed the checkout for everyone,
 * and 100 bogus hints closed hints for an hour. Each route here: clients spend their own limits on
 * refused work, more of it than the route's shared ceiling, then a shopper from another address is
 * still served. Each request names its address both ways a server may learn it.
 */

jest.mock('@/server/mail/transport', () => ({
  mailFrom: () => 'shop@example.com',
  mailTransport: () => ({ sendMail: async () => ({}) }),
}));
jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

const backend = seededWooCommerceForFile();
let keys = 0;

type Handler = (request: Request) => Promise<Response>;

function post(handler: Handler, path: string, body: object, address: string | null, extra = {}) {
  const client = address ? { 'x-forwarded-for': address, ...fromAddress(address) } : {};
  return handler(
    new Request(`https://shop.example${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...client, ...extra },
      body: JSON.stringify(body),
    }),
  );
}

/** Sends `count` refused requests from `address`; none of them may have done the route's work. */
async function spend(count: number, send: (i: number) => Promise<Response>) {
  for (let i = 0; i < count; i += 1) {
    const status = (await send(i)).status;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
  }
}

const items = () => [{ id: backend.ids.perfume.id, variation_id: backend.ids.perfume.variationId, count: 1 }];
const orderBody = (over: object = {}) => ({
  locale: 'en',
  items: items(),
  customer: { name: 'Олена', surname: 'Коваль', phone: '+380 (67) 123-45-67', email: 'buyer@example.com' },
  delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
  payment: 'requisites',
  captcha: 'sandbox-captcha-ok',
  ...over,
});

describe('one client’s refused work never closes a route for another client', () => {
  it(`orders: ${LIMITS.orderAll.limit + 5} orders of an unknown product from one address, then another shopper orders`, async () => {
    const unknown = [{ id: 987654, count: 1 }];
    await spend(LIMITS.orderAll.limit + 5, () =>
      post(orderPost, '/api/orders', orderBody({ items: unknown }), '192.0.2.1', {
        'Idempotency-Key': `bogus-${++keys}`,
      }),
    );
    const shopper = await post(orderPost, '/api/orders', orderBody(), '198.51.100.1', {
      'Idempotency-Key': `shopper-${++keys}`,
    });
    expect(shopper.status).toBe(201);
  });

  it(`hints: ${LIMITS.hintAll.limit + 5} hints of an unknown product from one address, then another shopper hints`, async () => {
    await spend(LIMITS.hintAll.limit + 5, (i) =>
      post(
        hintPost,
        '/api/hint-gift',
        {
          email: `x${i}@example.com`,
          productSlug: 'no-such-product',
          locale: 'en',
          captcha: 'sandbox-captcha-ok',
        },
        '192.0.2.2',
      ),
    );
    const shopper = await post(
      hintPost,
      '/api/hint-gift',
      {
        email: 'friend@example.com',
        productSlug: 'velvet-amber-07',
        locale: 'en',
        captcha: 'sandbox-captcha-ok',
      },
      '198.51.100.2',
    );
    expect(shopper.status).toBe(200);
  });

  it(`promo: ${LIMITS.promoAll.limit + 5} guessed codes from one address, then another shopper checks a code`, async () => {
    const check = (code: string, address: string) =>
      post(promoPost, '/api/promo', { locale: 'en', email: 'a@example.com', code, items: items() }, address);
    await spend(LIMITS.promoAll.limit + 5, (i) => check(`guess${i}`, '192.0.2.3'));
    expect((await check('welcome10', '198.51.100.3')).status).toBe(200);
  });

  it(`tracking: ${LIMITS.trackingAll.limit + 5} guesses from one address, then another shopper looks up`, async () => {
    const lookup = (number: string, address: string) =>
      post(trackingPost, '/api/tracking', { locale: 'en', number, phone: '+380671234567' }, address);
    await spend(LIMITS.trackingAll.limit + 5, (i) => lookup(String(90_000 + i), '192.0.2.4'));
    expect((await lookup('99999', '198.51.100.4')).status).toBe(404);
  });

  it(`newsletter: ${LIMITS.newsletterAll.limit + 5} forged captchas from one address, then another shopper subscribes`, async () => {
    const subscribe = (email: string, captcha: string, address: string) =>
      post(newsletterPost, '/api/newsletter', { locale: 'en', email, captcha }, address);
    await spend(LIMITS.newsletterAll.limit + 5, (i) =>
      subscribe(`bot${i}@example.com`, 'forged', '192.0.2.5'),
    );
    expect((await subscribe('reader@example.com', 'sandbox-captcha-ok', '198.51.100.5')).status).toBe(200);
  });

  it(`wheel: ${LIMITS.wheelAll.limit + 5} forged captchas from one address, then another shopper spins`, async () => {
    const wheels = await (await post(wheelStatusPost, '/api/wheel/status', { locale: 'en' }, null)).json();
    const wheelId = (wheels as { id: number; logic: { open_condition: string } }[]).find(
      (w) => w.logic.open_condition === 'site_open',
    )!.id;
    const spin = (email: string, captcha: string, address: string) =>
      post(wheelPost, '/api/wheel/spin', { locale: 'en', wheelId, email, consent: true, captcha }, address);
    await spend(LIMITS.wheelAll.limit + 5, (i) => spin(`bot${i}@example.com`, 'forged', '192.0.2.6'));
    expect((await spin('spinner@example.com', 'sandbox-captcha-ok', '198.51.100.6')).status).toBe(200);
  });

  it(`callback: ${LIMITS.callbackAll.limit + 5} forged captchas from one address, then another shopper asks for a call`, async () => {
    const ask = (phone: string, captcha: string, address: string) =>
      post(callbackPost, '/api/callback', { locale: 'en', phone, items: items(), captcha }, address);
    await spend(LIMITS.callbackAll.limit + 5, () => ask('+380671234500', 'forged', '192.0.2.7'));
    expect((await ask('+380671234501', 'sandbox-captcha-ok', '198.51.100.7')).status).toBe(201);
  });

  it(`reviews: clients spending their own limits on ${LIMITS.reviewAll.limit + 21} forged captchas, then another shopper writes one`, async () => {
    const productId = backend.ids.perfume.id;
    const review = (email: string, captcha: string, address: string) => {
      const form = new FormData();
      const fields = { rating: '5', product_id: String(productId), name: 'Оксана', email, text: 'Гарний.' };
      for (const [key, value] of Object.entries({ ...fields, captcha, locale: 'en' })) form.set(key, value);
      return reviewPost(
        new Request('https://shop.example/api/reviews', {
          method: 'POST',
          headers: { 'x-forwarded-for': address, ...fromAddress(address) },
          body: form,
        }),
      );
    };
    const perClient = LIMITS.reviewPerClient.limit + 1;
    const clients = Math.ceil((LIMITS.reviewAll.limit + 21) / perClient);
    for (let c = 0; c < clients; c += 1) {
      await spend(perClient, (i) => review(`bot${c}-${i}@example.com`, 'forged', `192.0.2.${100 + c}`));
    }
    expect((await review('writer@example.com', 'sandbox-captcha-ok', '198.51.100.8')).status).toBe(201);
  });
});

describe('at default settings (TRUSTED_PROXY_HOPS=0) a client cannot write its own address', () => {
  const check = (i: number, headers: Record<string, string>) =>
    promoPost(
      new Request('https://shop.example/api/promo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ locale: 'en', email: 'a@example.com', code: `spoof${i}`, items: items() }),
      }),
    );

  async function statuses(headers: (i: number) => Record<string, string>) {
    const seen: number[] = [];
    for (let i = 0; i <= LIMITS.promoPerClient.limit; i += 1) seen.push((await check(i, headers(i))).status);
    return seen;
  }
  const limited = [...Array(LIMITS.promoPerClient.limit).fill(400), 429];

  it('a rotating X-Forwarded-For from one connection meets that connection’s limit', async () => {
    expect(
      await statuses((i) => ({ 'x-forwarded-for': `10.1.${i}.1`, ...fromAddress('203.0.113.50') })),
    ).toEqual(limited);
  });

  it('X-Forwarded-For: not-an-ip does not switch the limit off', async () => {
    expect(
      await statuses(() => ({ 'x-forwarded-for': 'not-an-ip', ...fromAddress('203.0.113.51') })),
    ).toEqual(limited);
  });

  it('nor does it when the server could not record the connection’s address', async () => {
    expect(await statuses(() => ({ 'x-forwarded-for': 'not-an-ip' }))).toEqual(limited);
  });
});
