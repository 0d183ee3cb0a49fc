import { fromAddress } from '@/test-support/peer-address';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { POST } from './route';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

function subscribe(body: Record<string, unknown>, client = '203.0.113.7') {
  return POST(
    new Request('http://shop.test/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress(client) },
      body: JSON.stringify({ locale: 'uk', captcha: 'sandbox-captcha-ok', ...body }),
    }),
  );
}

async function formMailsFor(email: string): Promise<number> {
  const messages = (await (
    await fetch(`${sandbox.url}/mail/api/messages?to=newsletter@shop.example`)
  ).json()) as { text: string }[];
  return messages.filter((m) => m.text.includes(email)).length;
}

describe('POST /api/newsletter', () => {
  it('subscribes a new address, then says it is already subscribed; the CF7 form is sent once', async () => {
    const first = await subscribe({ email: ' Reader@Example.com ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'subscribed' });
    const again = await subscribe({ email: 'reader@example.com' });
    expect(await again.json()).toEqual({ status: 'already' });
    expect(await formMailsFor('reader@example.com')).toBe(1);
  });

  it('a missing or refused captcha token is 400 captcha_failed and subscribes nobody', async () => {
    for (const captcha of [undefined, '', 'forged-token']) {
      const response = await subscribe({ email: 'bot@example.com', captcha });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: 'captcha_failed',
        message: 'Перевірка «я не робот» не пройдена. Спробуйте ще раз.',
        field: 'captcha',
      });
    }
    expect(await formMailsFor('bot@example.com')).toBe(0);
    expect(await subscribe({ email: 'bot@example.com' }).then((r) => r.json())).toEqual({
      status: 'subscribed',
    });
  });

  it('a missing or malformed e-mail or an unknown locale is 400 bad_request', async () => {
    for (const body of [{}, { email: 'not-an-address' }, { email: 'a@example.com', locale: 'de' }]) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('bad_request');
    }
  });

  it('the sixth try for one address within the hour is 429 rate_limited, from any client', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe({ email: 'busy@example.com' }, `198.51.100.${i}`)).status).toBe(200);
    }
    const response = await subscribe({ email: 'BUSY@example.com' }, '198.51.100.9');
    expect(response.status).toBe(429);
    expect((await response.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Забагато спроб. Спробуйте ще раз за кілька хвилин.',
    });
  });

  it('one client is limited across addresses too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await subscribe({ email: `n${i}@example.com` }, '192.0.2.55')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('when WordPress cannot be reached the answer is 503 subscription_failed with Retry-After and a readable message', async () => {
    const saved = process.env.NEWSLETTER_SUBSCRIPTION_URL;
    jest.resetModules();
    process.env.NEWSLETTER_SUBSCRIPTION_URL = 'http://127.0.0.1:9/wp-json/coupon/v1/subscription';
    const { POST: isolatedPost } = await import('./route');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await isolatedPost(
      new Request('http://shop.test/api/newsletter', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...fromAddress('203.0.113.99') },
        body: JSON.stringify({ locale: 'en', email: 'offline@example.com', captcha: 'sandbox-captcha-ok' }),
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect((await response.json()).error).toEqual({
      code: 'subscription_failed',
      message: 'We could not subscribe you. Please try again.',
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    if (saved === undefined) delete process.env.NEWSLETTER_SUBSCRIPTION_URL;
    else process.env.NEWSLETTER_SUBSCRIPTION_URL = saved;
  });
});
