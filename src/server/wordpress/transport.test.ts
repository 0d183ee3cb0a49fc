import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { submitContactForm } from './contact-form-7';
import { addSubscriber } from './newsletter-subscription';
import { wpRestGet } from './rest';

/*
 * The REST API, Contact Form 7 and the subscription endpoint reach the same WordPress, so together
 * they never hold more than the one queue's 4 calls open, and a gateway's 503 is "did not answer".
 */

const env = {
  woocommerceUrl: '',
  newsletterSubscriptionUrl: '',
  contactForm7Url: '',
  wordpressAppUser: 'storefront',
  wordpressAppPassword: 'pass',
  platformDownSeconds: 0,
  cacheRevalidateSeconds: 60,
};
jest.mock('@/server/env', () => ({ serverEnv: () => env }));

let server: http.Server;
let open = 0;
let mostOpen = 0;
let status = 200;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    request.resume();
    setTimeout(() => {
      open -= 1;
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json');
      if (request.url?.includes('/feedback')) response.end(JSON.stringify({ status: 'mail_sent' }));
      else if (request.url?.includes('subscription'))
        response.end(JSON.stringify({ data: { result: true } }));
      else response.end('[]');
    }, 60);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  env.woocommerceUrl = base;
  env.newsletterSubscriptionUrl = `${base}/wp-json/coupon/v1/subscription`;
  env.contactForm7Url = `${base}/wp-json/contact-form-7/v1`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  mostOpen = 0;
  status = 200;
});

it('REST reads, form submissions and subscriptions together keep at most 4 calls open to WordPress', async () => {
  const calls = [
    ...Array.from({ length: 4 }, (_, i) =>
      wpRestGet(`media/${i}`, { schema: z.array(z.unknown()), tags: ['media'], maxAgeSeconds: 60 }),
    ),
    ...Array.from({ length: 3 }, (_, i) => addSubscriber(`reader${i}@example.com`)),
    ...Array.from({ length: 3 }, () => submitContactForm(4096, { 'your-email': 'reader@example.com' })),
  ];
  await Promise.all(calls);
  expect(mostOpen).toBe(4);
});

it('a gateway that says 503 to a subscription is WordPress not answering', async () => {
  status = 503;
  await expect(addSubscriber('reader@example.com')).rejects.toMatchObject({
    name: 'PlatformUnavailableError',
    platform: 'WordPress',
  });
});
