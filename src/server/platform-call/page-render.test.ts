/**
 * @jest-environment-options {"customExportConditions": ["react-server", "node", "node-addons"]}
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createElement } from 'react';
import { z } from 'zod';
import { isUnavailableDigest } from '@/domain/unavailable';
import { useAsShopBackend } from '@/test-support/sandbox-process';
import { renderServerComponents } from '@/test-support/server-render';
import { wooGet } from '@/server/woocommerce/client';

/*
 * Issue 24: a hanging WooCommerce held an uncached page 20–25 s, the page's reads made one after
 * another at 5 s each. A page render's reads share one deadline, and after one got no answer the
 * next page fails at once with the "temporarily unavailable" digest (the proxy then answers it 503).
 * Rendered as Next renders server components, so the page's deadline is scoped as in production.
 */

let answerAfterMs: number | null = 2_000; // null: never answers
let requests = 0;
let server: http.Server;

beforeAll(async () => {
  process.env.PLATFORM_DOWN_SECONDS = '2';
  server = http.createServer((request, response) => {
    requests += 1;
    request.resume();
    if (answerAfterMs === null) return;
    setTimeout(
      () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('[]'),
      answerAfterMs,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  useAsShopBackend(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A page that reads five things one after another, as a product page with its shelves does. */
async function FiveReadsInARow() {
  for (const path of ['products/1', 'products/2', 'products/3', 'products/4', 'products/5']) {
    await wooGet(path, { tags: ['products'], schema: z.unknown() });
  }
  return createElement('p', null, 'rendered');
}

const pauseEnds = () => new Promise((resolve) => setTimeout(resolve, 2_100));

async function timedRender(): Promise<{ error: unknown; ms: number }> {
  const start = Date.now();
  const error = await renderServerComponents(createElement(FiveReadsInARow)).then(
    () => null,
    (e: unknown) => e,
  );
  return { error, ms: Date.now() - start };
}

it('a page whose five reads take 2 s each gives up at one deadline (5 s), not after 10 s', async () => {
  answerAfterMs = 2_000;
  const { error, ms } = await timedRender();
  expect(isUnavailableDigest((error as { digest?: string } | null)?.digest)).toBe(true);
  expect(ms).toBeGreaterThanOrEqual(4_900);
  expect(ms).toBeLessThan(6_000);
  expect(warn).toHaveBeenCalledTimes(1); // one warning per outage
}, 15_000);

it('after a read got no answer the next page is refused at once, and a trial after the pause finds the shop back', async () => {
  await pauseEnds(); // the slow page above counted the shop down
  answerAfterMs = null;
  const first = await timedRender();
  expect(first.ms).toBeGreaterThanOrEqual(4_900);
  expect(first.ms).toBeLessThan(6_000);

  requests = 0;
  const next = await timedRender();
  expect(isUnavailableDigest((next.error as { digest?: string } | null)?.digest)).toBe(true);
  expect(next.ms).toBeLessThan(200);
  expect(requests).toBe(0);

  answerAfterMs = 0;
  await pauseEnds();
  const back = await timedRender();
  expect(back.error).toBeNull();
  expect(requests).toBe(5);
}, 25_000);
