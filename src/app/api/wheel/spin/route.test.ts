import { fromAddress } from '@/test-support/peer-address';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { POST as status } from '../status/route';
import { POST } from './route';

/*
 * POST /api/wheel/spin against the sandbox's WordPress (the wheels) and WooCommerce (the coupons).
 * The draw's randomness is replaced by a queue of chosen values, so each test knows which segment
 * comes up: the site wheel's weights are 30, 20, 15, 20, 5, 10 (5%, 10%, free delivery, no prize,
 * 15%, 5%), so 0 draws 5% off, 0.5 free delivery and 0.7 no prize.
 */

const draws: number[] = [];
jest.mock('@/server/wheel/prize-random', () => ({
  secureRandom: () => draws.shift() ?? 0,
  secureIndex: (n: number) => Math.floor(Math.random() * n),
}));

type WooCoupon = {
  code: string;
  amount: string;
  discount_type: string;
  free_shipping: boolean;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  email_restrictions: string[];
  date_expires: string | null;
  meta_data: { key: string; value: unknown }[];
};

let sandbox: SandboxProcess;
let wheelIds: Record<'uk' | 'en', { site: number; after: number }>;
let emailCounter = 0;
let clientCounter = 0;
const newEmail = () => `spinner.${++emailCounter}.${Date.now()}@example.com`;

async function idsIn(locale: 'uk' | 'en') {
  const response = await status(
    new Request('http://shop.test/api/wheel/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ locale }),
    }),
  );
  const wheels = (await response.json()) as { id: number; logic: { open_condition: string } }[];
  return {
    site: wheels.find((w) => w.logic.open_condition === 'site_open')!.id,
    after: wheels.find((w) => w.logic.open_condition !== 'site_open')!.id,
  };
}

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.SMTP_URL = `smtp://localhost:${sandbox.smtpPort}`;
  process.env.SITE_URL = 'https://shop.example';
  wheelIds = { uk: await idsIn('uk'), en: await idsIn('en') };
});
afterAll(() => sandbox.close());
// A value a refused spin did not use must not decide the next test's draw.
beforeEach(() => {
  draws.length = 0;
});

/** Each call from its own client address unless told, so only the per-e-mail limit meets them. */
function spin(body: Record<string, unknown>, client = `198.51.100.${++clientCounter % 250}`) {
  return POST(
    new Request('http://shop.test/api/wheel/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress(client) },
      body: JSON.stringify({
        locale: 'uk',
        wheelId: wheelIds.uk.site,
        consent: true,
        captcha: 'sandbox-captcha-ok',
        ...body,
      }),
    }),
  );
}

async function couponsFor(email: string): Promise<WooCoupon[]> {
  const all = (await (
    await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/coupons?per_page=100`)
  ).json()) as WooCoupon[];
  return all.filter((c) => c.email_restrictions.includes(email));
}

/** An order in WooCommerce with this billing e-mail, in the given status. */
async function placeOrder(email: string, status: string) {
  const response = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, billing: { first_name: 'Олена', email }, line_items: [] }),
  });
  expect(response.status).toBe(201);
}

describe('POST /api/wheel/spin', () => {
  it('without the personal-data consent is 400 consent_required and makes no coupon', async () => {
    const email = newEmail();
    for (const consent of [false, undefined]) {
      const response = await spin({ email, consent });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: 'consent_required',
        message: 'Потрібна згода на обробку персональних даних.',
      });
    }
    expect(await couponsFor(email)).toEqual([]);
  });

  it('a missing or refused captcha token is 400 captcha_failed and makes no coupon', async () => {
    const email = newEmail();
    for (const captcha of [undefined, '', 'forged-token']) {
      draws.push(0);
      const response = await spin({ email, captcha });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: 'captcha_failed',
        message: 'Перевірка «я не робот» не пройдена. Спробуйте ще раз.',
        field: 'captcha',
      });
    }
    expect(await couponsFor(email)).toEqual([]);
  });

  it('a malformed e-mail, a missing wheel id or HTML in the address is 400 bad_request', async () => {
    for (const body of [
      { email: 'olena@' },
      { email: newEmail(), wheelId: undefined },
      { email: '<b>x</b>@example.com' },
    ]) {
      const response = await spin(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('bad_request');
    }
  });

  it('a win is a coupon in WooCommerce bound to the e-mail, used once, with its expiry and the wheel in meta; it is e-mailed', async () => {
    const email = newEmail();
    draws.push(0);
    const response = await spin({ email: email.toUpperCase() });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ prize: { type: 'percent', label: 'Знижка 5%' }, segment: 0 });
    expect(answer.code).toMatch(/^spin[0-9a-z]{6}$/);
    const expires = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(answer.expires).toBe(expires);

    const [coupon, ...more] = await couponsFor(email);
    expect(more).toEqual([]);
    expect(coupon).toMatchObject({
      code: answer.code,
      amount: '5.00',
      discount_type: 'percent',
      free_shipping: false,
      usage_limit: 1,
      usage_limit_per_user: 1,
      email_restrictions: [email],
    });
    // The last day counts: WooCommerce ends a coupon at the start of its expiry date.
    expect(coupon.date_expires?.slice(0, 10)).toBe(
      new Date(Date.parse(`${expires}T00:00:00Z`) + 24 * 3600 * 1000).toISOString().slice(0, 10),
    );
    expect(coupon.meta_data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: '_prize_wheel', value: 'site-wheel' }),
        expect.objectContaining({ key: '_prize_wheel_email', value: email }),
      ]),
    );

    const mails = (await (
      await fetch(`${sandbox.url}/mail/api/messages?to=${encodeURIComponent(email)}`)
    ).json()) as { subject: string; text: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ваш промокод з колеса призів: Знижка 5%');
    expect(mails[0].text).toContain(`Ваш промокод: ${answer.code}`);
  });

  it('a second spin for the e-mail is 409 already_received, in any language of the wheel', async () => {
    const email = newEmail();
    draws.push(0);
    expect((await spin({ email })).status).toBe(200);
    draws.push(0);
    const again = await spin({ email });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: 'already_received',
      message: 'Ви вже отримали купон з цього колеса.',
    });
    draws.push(0);
    const english = await spin({ email, locale: 'en', wheelId: wheelIds.en.site });
    expect(english.status).toBe(409);
    expect((await english.json()).error.message).toBe('You have already received a coupon from this wheel.');
    expect(await couponsFor(email)).toHaveLength(1);
  });

  it('the after-purchase wheel spins only for an e-mail with an accepted order', async () => {
    const email = newEmail();
    const refused = await spin({ email, wheelId: wheelIds.uk.after });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('order_required');
    await placeOrder(email, 'failed');
    expect((await spin({ email, wheelId: wheelIds.uk.after })).status).toBe(403);
    await placeOrder(email, 'on-hold');
    draws.push(0);
    expect((await spin({ email, wheelId: wheelIds.uk.after })).status).toBe(200);
    expect(await couponsFor(email)).toHaveLength(1);
  });

  it('the after-purchase wheel does not spin for a card order still awaiting its payment', async () => {
    const email = newEmail();
    await placeOrder(email, 'pending');
    draws.push(0);
    const refused = await spin({ email, wheelId: wheelIds.uk.after });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('order_required');
    await placeOrder(email, 'cancelled');
    expect((await spin({ email, wheelId: wheelIds.uk.after })).status).toBe(403);
    expect(await couponsFor(email)).toEqual([]);
  });

  it('one mailbox gets one prize, whatever +tag or letter case its address is spelt with', async () => {
    const [local, domain] = newEmail().split('@');
    draws.push(0);
    expect((await spin({ email: `${local}+1@${domain}` })).status).toBe(200);
    for (const alias of [`${local}+2@${domain}`, `${local.toUpperCase()}@${domain}`, `${local}@${domain}`]) {
      draws.push(0);
      const again = await spin({ email: alias });
      expect(again.status).toBe(409);
      expect((await again.json()).error.code).toBe('already_received');
    }
    expect(await couponsFor(`${local}+1@${domain}`)).toHaveLength(1);
  });

  it('the other wheel still gives that e-mail its own prize', async () => {
    const email = newEmail();
    draws.push(0);
    expect((await spin({ email })).status).toBe(200);
    await placeOrder(email, 'processing');
    draws.push(0);
    const after = await spin({ email, wheelId: wheelIds.uk.after });
    expect(after.status).toBe(200);
    expect((await after.json()).code).toMatch(/^thanks[0-9a-z]{6}$/);
    expect(await couponsFor(email)).toHaveLength(2);
  });

  it('free delivery is a free-shipping coupon with no amount', async () => {
    const email = newEmail();
    draws.push(0.5);
    const answer = await (await spin({ email })).json();
    expect(answer.prize).toEqual({ type: 'free_shipping', label: 'Безкоштовна доставка' });
    const [coupon] = await couponsFor(email);
    expect(coupon).toMatchObject({ code: answer.code, free_shipping: true, amount: '0.00' });
  });

  it('no prize gives no code and no coupon, and the e-mail may spin again', async () => {
    const email = newEmail();
    draws.push(0.7);
    const response = await spin({ email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ prize: { type: 'none', label: 'Спробуйте ще' }, segment: 3 });
    expect(await couponsFor(email)).toEqual([]);
    draws.push(0);
    expect((await spin({ email })).status).toBe(200);
    expect(await couponsFor(email)).toHaveLength(1);
  });

  it('20 spins for one e-mail at once make exactly one coupon; the rest are already_received or rate_limited', async () => {
    const email = newEmail();
    draws.push(...Array(20).fill(0));
    const responses = await Promise.all(Array.from({ length: 20 }, () => spin({ email })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 429)).toBe(true);
    expect(await couponsFor(email)).toHaveLength(1);
  });

  it('an unknown wheel is 404 wheel_not_found', async () => {
    const response = await spin({ email: newEmail(), wheelId: 999_999 });
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('wheel_not_found');
  });

  it('the sixth spin for one e-mail within the hour is 429 rate_limited, from any client', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) {
      draws.push(0.7);
      expect((await spin({ email })).status).toBe(200);
    }
    const response = await spin({ email });
    expect(response.status).toBe(429);
    expect((await response.json()).error.code).toBe('rate_limited');
  });
});
