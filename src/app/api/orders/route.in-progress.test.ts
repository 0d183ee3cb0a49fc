import { closeRateLimits } from '@/server/rate-limit/rate-limiter';
import { POST } from './route';

/*
 * A key another replica is still placing (its claim held past the 15 s wait): 409 order_in_progress,
 * and a Retry-After that tells the checkout when the answer will be there.
 */

jest.mock('@/server/checkout/shared-idempotency', () => ({
  createSharedKeyStore: () => ({
    claim: async () => ({ kind: 'busy' }),
    close: async () => undefined,
  }),
}));

// No captcha provider runs here; the captcha is not what this answer is about.
jest.mock('@/server/captcha/verify-captcha', () => ({ verifyCaptcha: async () => true }));

beforeAll(() => {
  // Nothing listens there: the store above stands in for the claims, the limits count locally.
  process.env.REDIS_URL = 'redis://127.0.0.1:5419';
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  closeRateLimits();
  jest.restoreAllMocks();
});

it('a key still being placed elsewhere answers 409 order_in_progress with Retry-After', async () => {
  const response = await POST(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'in-progress' },
      body: JSON.stringify({
        locale: 'en',
        items: [{ id: 101, count: 1 }],
        customer: { name: 'Olena', surname: 'Koval', phone: '+380 67 123 45 67', email: 'o@example.com' },
        delivery: { method: 'np', city: 'Kyiv', department: 'Branch 1' },
        payment: 'requisites',
        captcha: 'sandbox-captcha-ok',
      }),
    }),
  );
  expect(response.status).toBe(409);
  expect(response.headers.get('Retry-After')).toBe('5');
  expect((await response.json()).error).toMatchObject({
    code: 'order_in_progress',
    message: expect.any(String),
  });
});
