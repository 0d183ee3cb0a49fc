import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { SiteOptionsUkDocument } from '@/graphql/generated/graphql';
import { useAsShopBackend } from '@/test-support/sandbox-process';
import { PlatformUnavailableError } from '@/server/platform-unavailable';
import { wooGet, wooWrite } from '@/server/woocommerce/client';
import { wpQuery } from '@/server/wordpress/client';

/*
 * Issue 24: the same WooCommerce read made five times in a row held a page 25 s when WooCommerce
 * hung. Identical reads in flight are made once; after one got no answer, the rest fail at once.
 */

let hang = false;
const received: string[] = [];
let server: http.Server;

beforeAll(async () => {
  process.env.PLATFORM_DOWN_SECONDS = '30';
  server = http.createServer((request, response) => {
    received.push(`${request.method} ${request.url}`);
    request.resume();
    if (hang) return;
    setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":7}'), 100);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  useAsShopBackend(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
beforeEach(() => {
  received.length = 0;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const read = () => wooGet('products/7', { tags: ['products'], schema: z.object({ id: z.number() }) });

it('five identical reads at once reach WooCommerce once, and each gets the answer', async () => {
  const answers = await Promise.all(Array.from({ length: 5 }, read));
  expect(answers.map((a) => a.data)).toEqual(Array(5).fill({ id: 7 }));
  expect(received).toEqual(['GET /wp-json/wc/v3/products/7']);
});

it('identical writes at once are each sent', async () => {
  const note = () => wooWrite('POST', 'orders/7/notes', { note: 'n', customer_note: false }, z.unknown());
  await Promise.all([note(), note()]);
  expect(received).toHaveLength(2);
});

const sameReads = {
  'a WooCommerce read': read,
  'a WordPress query': () => wpQuery(SiteOptionsUkDocument, {}, ['options']),
};

it.each(Object.entries(sameReads))(
  '%s made five times in a row of a hanging platform waits one deadline (5 s), not 25 s',
  async (_name, call) => {
    hang = true;
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) {
      await expect(call()).rejects.toBeInstanceOf(PlatformUnavailableError);
    }
    expect(Date.now() - start).toBeLessThan(6_000);
    expect(received).toHaveLength(1);
  },
  15_000,
);
