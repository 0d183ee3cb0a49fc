import { startRedisServer, type RedisServer } from '@/test-support/redis-server';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { seededIds, wcGet, type SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import { createTimesOutOnce, orderBody } from './orders.test-support';

/*
 * Two replicas of the storefront (two copies of the route module, each with its own memory) behind
 * one Redis and one WooCommerce: an Idempotency-Key makes one order however the requests spread.
 */

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

type Post = (request: Request) => Promise<Response>;
type Replica = { post: Post; close: () => Promise<void> };

let sandbox: SandboxProcess;
let redis: RedisServer;
let ids: SeededIds;
let replicas: [Replica, Replica];
let emailCounter = 0;

/** A fresh copy of the route and its modules: another replica's memory. */
async function loadReplica(): Promise<Replica> {
  let replica: Replica | undefined;
  await jest.isolateModulesAsync(async () => {
    const [route, once, limits, locks] = await Promise.all([
      import('./route'),
      import('@/server/checkout/place-order-once'),
      import('@/server/rate-limit/rate-limiter'),
      import('@/server/checkout/stock-locks'),
    ]);
    replica = {
      post: route.POST,
      close: async () => {
        limits.closeRateLimits();
        locks.closeStockLocks();
        await once.closeSharedKeys();
      },
    };
  });
  return replica!;
}

beforeAll(async () => {
  [sandbox, redis] = await Promise.all([startSandboxProcess(), startRedisServer()]);
  useAsShopBackend(sandbox.url);
  process.env.REDIS_URL = redis.url;
  process.env.SITE_URL = 'https://shop.example';
  ids = await seededIds(sandbox);
  replicas = [await loadReplica(), await loadReplica()];
});
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await Promise.all([sandbox.close(), redis.close()]);
});

const body = (email: string, over: Record<string, unknown> = {}) => orderBody(ids, email, over);

function send(replica: number, key: string, payload: Record<string, unknown>, { retry = false } = {}) {
  return replicas[replica % 2].post(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        ...(retry ? { 'Idempotency-Retry': '1' } : {}),
      },
      body: JSON.stringify(payload),
    }),
  );
}

const ordersOf = (email: string) =>
  wcGet<{ id: number }[]>(sandbox, `orders?search=${encodeURIComponent(email)}&status=any`);

const newEmail = () => `replicas.${++emailCounter}.${Date.now()}@example.com`;

describe('POST /api/orders on two replicas sharing Redis', () => {
  it('one key sent to both replicas at the same instant makes one order, and both get its answer', async () => {
    const email = newEmail();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => send(i, 'replicas-at-once', body(email))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('a retry that reaches the other replica later gets the same order', async () => {
    const email = newEmail();
    const first = await (await send(0, 'replicas-retry', body(email))).json();
    const retry = await send(1, 'replicas-retry', body(email));
    expect(retry.status).toBe(201);
    expect((await retry.json()).order.id).toBe(first.order.id);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('the key with other details on the other replica is refused', async () => {
    const email = newEmail();
    expect((await send(0, 'replicas-reused', body(email))).status).toBe(201);
    const reused = await send(1, 'replicas-reused', body(email, { comment: 'інше' }));
    expect(reused.status).toBe(422);
    expect((await reused.json()).error.code).toBe('idempotency_key_reused');
  });

  it('a refused attempt frees the key: the corrected order goes through on the other replica', async () => {
    const email = newEmail();
    const refused = await send(0, 'replicas-fixed', body(email, { promo: 'nosuchcode' }));
    expect(refused.status).toBe(400);
    const fixed = await send(1, 'replicas-fixed', body(email));
    expect(fixed.status).toBe(201);
    expect(await ordersOf(email)).toHaveLength(1);
  });
  it('an order WooCommerce made for an attempt whose answer never came is the marked retry’s answer, not a second', async () => {
    // As when the create timed out after WooCommerce had made the order: the key was freed, the
    // order exists with the key in its meta. Nothing in Redis says so here (the order was made
    // directly); the checkout marks the key it sends again.
    const email = newEmail();
    const made = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        billing: { first_name: 'Олена', last_name: 'Коваль', email },
        line_items: [{ product_id: ids.perfume.id, variation_id: ids.perfume.variationId, quantity: 1 }],
        meta_data: [{ key: '_idempotency_key', value: 'replicas-late' }],
      }),
    });
    const { id } = (await made.json()) as { id: number };
    const retry = await send(1, 'replicas-late', body(email), { retry: true });
    expect(retry.status).toBe(201);
    expect((await retry.json()).order.id).toBe(id);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('a create that timed out on one replica: an unmarked retry on the other finds that order, as Redis remembers the claim', async () => {
    const email = newEmail();
    createTimesOutOnce();
    expect((await send(0, 'replicas-timed-out', body(email))).status).toBe(503);
    const [made] = await ordersOf(email);
    jest.restoreAllMocks();

    const retry = await send(1, 'replicas-timed-out', body(email));
    expect(retry.status).toBe(201);
    expect((await retry.json()).order.id).toBe(made.id);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('the last unit ordered on both replicas at once is sold once; the other shopper is told it is gone', async () => {
    const { simple } = ids;
    const stocked = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products/${simple.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ manage_stock: true, stock_quantity: 1 }),
    });
    expect(stocked.ok).toBe(true);
    const emails = [newEmail(), newEmail(), newEmail(), newEmail()];
    const responses = await Promise.all(
      emails.map((email, i) =>
        send(i, `replicas-last-unit-${i}`, body(email, { items: [{ id: simple.id, count: 1 }] })),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of responses.filter((r) => r.status === 400)) {
      expect((await refused.json()).error).toMatchObject({ code: 'product_unavailable', field: 'items.0' });
    }
    const product = await wcGet<{ stock_quantity: number }>(sandbox, `products/${simple.id}`);
    expect(product.stock_quantity).toBe(0);
  });

  it('when Redis goes down the order is still placed, and a retry on the other replica finds it', async () => {
    const email = newEmail();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // Last in the file: Redis stays down from here on.
    await redis.close();
    const response = await send(0, 'replicas-down', body(email));
    expect(response.status).toBe(201);
    const retry = await send(1, 'replicas-down', body(email));
    expect(retry.status).toBe(201);
    expect((await retry.json()).order.id).toBe((await response.json()).order.id);
    expect(await ordersOf(email)).toHaveLength(1);
    jest.restoreAllMocks();
  });
});
