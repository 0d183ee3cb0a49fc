import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useAsShopBackend } from '@/test-support/sandbox-process';

/*
 * WooCommerce failing or not answering: the shopper gets callback_failed in their language, 502 or
 * 503 with Retry-After, never a 5xx crash; the popup keeps what was typed (callback-popup.test.tsx).
 */

// The captcha is the provider's, not WooCommerce's: it passes here, so the failure is WooCommerce's.
jest.mock('@/server/captcha/verify-captcha', () => ({ verifyCaptcha: async () => true }));

let failing: http.Server;
let failingUrl: string;

beforeAll(async () => {
  failing = http.createServer((_request, response) => {
    response
      .writeHead(500, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'internal_server_error', message: 'Error', data: { status: 500 } }));
  });
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  failingUrl = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => failing.close(resolve)));

/** The route with settings read afresh: serverEnv() keeps the first backend it sees. */
async function post(phone: string) {
  jest.resetModules();
  const { POST } = await import('./route');
  return POST(
    new Request('http://shop.test/api/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        locale: 'en',
        phone,
        items: [{ id: 101, count: 1 }],
        captcha: 'sandbox-captcha-ok',
      }),
    }),
  );
}

const FAILED = {
  code: 'callback_failed',
  message: 'We could not send your request right now. Your details are kept: please try again in a minute.',
};

it('a WooCommerce that answers errors gives 502 callback_failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useAsShopBackend(failingUrl);
  process.env.WORDPRESS_GRAPHQL_URL = `${failingUrl}/graphql`;
  const response = await post('+380 67 123 45 01');
  expect(response.status).toBe(502);
  expect((await response.json()).error).toEqual(FAILED);
});

it('a WooCommerce that does not answer gives 503 with Retry-After', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // Port 9 (discard) refuses connections on this machine.
  useAsShopBackend('http://127.0.0.1:9');
  process.env.WORDPRESS_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
  const response = await post('+380 67 123 45 02');
  expect(response.status).toBe(503);
  expect(response.headers.get('Retry-After')).toBe('30');
  expect((await response.json()).error).toEqual(FAILED);
});
