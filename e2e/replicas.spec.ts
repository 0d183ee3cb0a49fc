import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startRedisServer, type RedisServer } from '../src/test-support/redis-server';
import {
  freePort,
  REVALIDATE_SECRET,
  startSandbox,
  startShop,
  type OwnSandbox,
  type OwnShop,
} from './own-servers';
import { wooFetch } from './test-env';

/*
 * Issue 15, scale out: two replicas of the shop on one redis-server (REDIS_URL). WooCommerce's
 * webhook reaches replica A only, as a load balancer would send it to one; a shopper on replica B
 * sees the change at once, from the cache they share, not after the cache's five minutes.
 */

let dataDir: string;
let redis: RedisServer;
let sandbox: OwnSandbox;
let replicaA: OwnShop;
let replicaB: OwnShop;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'replicas-sandbox-'));
  redis = await startRedisServer();
  const [portA, portB] = [await freePort(), await freePort()];
  sandbox = await startSandbox({
    port: 0,
    smtpPort: 0,
    dataDir,
    webhookUrl: `http://localhost:${portA}/api/revalidate`,
    webhookSecret: REVALIDATE_SECRET,
  });
  [replicaA, replicaB] = await Promise.all([
    startShop(portA, sandbox, { REDIS_URL: redis.url }),
    startShop(portB, sandbox, { REDIS_URL: redis.url }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([replicaA?.stop(), replicaB?.stop()]);
  await sandbox?.stop();
  await redis?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function heading(shop: OwnShop, slug: string): Promise<string> {
  const html = await (await fetch(`${shop.url}/${slug}`, { headers: { accept: 'text/html' } })).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

test('a product renamed through one replica’s webhook shows on the other replica', async () => {
  const products = (await (
    await wooFetch(`${sandbox.url}/wp-json/wc/v3/products?per_page=1&orderby=date&order=desc`)
  ).json()) as { id: number; slug: string; name: string }[];
  const product = products[0];
  // Both replicas have the product cached (data and page) before the edit.
  expect(await heading(replicaA, product.slug)).toBe(product.name);
  expect(await heading(replicaB, product.slug)).toBe(product.name);
  expect(await heading(replicaB, product.slug)).toBe(product.name);

  const renamed = `${product.name} Replica`;
  const update = await wooFetch(`${sandbox.url}/wp-json/wc/v3/products/${product.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: renamed }),
  });
  expect(update.ok).toBe(true);

  // Well inside the pages' 10 s and the data's 300 s: only the shared cache can explain it.
  await expect
    .poll(() => heading(replicaB, product.slug), { timeout: 5_000, intervals: [250] })
    .toBe(renamed);
  expect(await heading(replicaA, product.slug)).toBe(renamed);
});
