import { fromAddress } from '@/test-support/peer-address';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';

/*
 * Issue 24: with REDIS_URL set and Redis unreachable every spin failed (502). The claims fall back
 * to this replica's memory with one warning, and WooCommerce's coupons still keep one prize per
 * e-mail. Redis on a closed port; the draw always lands on the first segment (a 5% coupon).
 */

jest.mock('@/server/wheel/prize-random', () => ({
  secureRandom: () => 0,
  secureIndex: (n: number) => Math.floor(Math.random() * n),
}));
jest.mock('@/server/mail/transport', () => ({
  mailFrom: () => 'shop@example.com',
  mailTransport: () => ({ sendMail: async () => ({}) }),
}));

let sandbox: SandboxProcess;
let siteWheelId: number;
let post: (request: Request) => Promise<Response>;
let warn: jest.SpyInstance;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.REDIS_URL = 'redis://127.0.0.1:5418'; // nothing listens there
  post = (await import('./route')).POST;
  const { POST: status } = await import('../status/route');
  const wheels = (await (
    await status(
      new Request('http://shop.test/api/wheel/status', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"locale":"uk"}',
      }),
    )
  ).json()) as { id: number; logic: { open_condition: string } }[];
  siteWheelId = wheels.find((w) => w.logic.open_condition === 'site_open')!.id;
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // the Redis client's reconnect errors
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  (await import('@/server/wheel/spin-claims')).closeSpinClaims();
  (await import('@/server/rate-limit/rate-limiter')).closeRateLimits();
  await sandbox.close();
});

function spin(email: string, client: string) {
  return post(
    new Request('http://shop.test/api/wheel/spin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress(client) },
      body: JSON.stringify({
        locale: 'uk',
        wheelId: siteWheelId,
        email,
        consent: true,
        captcha: 'sandbox-captcha-ok',
      }),
    }),
  );
}

it('with Redis unreachable the wheel still spins, once per e-mail, with one warning for its claims', async () => {
  const email = `redis-down.${Date.now()}@example.com`;
  const won = await spin(email, '203.0.113.70');
  expect(won.status).toBe(200);
  expect((await won.json()).code).toEqual(expect.any(String));

  const again = await spin(email, '203.0.113.71');
  expect(again.status).toBe(409);
  expect((await again.json()).error.code).toBe('already_received');
  expect((await spin(`other.${email}`, '203.0.113.72')).status).toBe(200);

  const claimWarnings = warn.mock.calls.filter(([message]) => String(message).includes('wheel spins'));
  expect(claimWarnings).toHaveLength(1);
});
