import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { seededIds, wcGet, type SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import { orderBody } from './orders.test-support';

/*
 * Issue 24: with REDIS_URL set and Redis unreachable every order was refused (502 order_failed, no
 * Retry-After). Orders are now placed as on a shop without Redis: each replica remembers its keys,
 * and WooCommerce is searched by the key before each order, so a retry that reaches another replica
 * finds the first order. Two replicas (two copies of the route's modules); Redis on a closed port.
 */

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

type Post = (request: Request) => Promise<Response>;
type Replica = { post: Post; close: () => Promise<void> };

let sandbox: SandboxProcess;
let ids: SeededIds;
let replicas: [Replica, Replica];
let warn: jest.SpyInstance;

async function loadReplica(): Promise<Replica> {
  let replica: Replica | undefined;
  await jest.isolateModulesAsync(async () => {
    const [route, once, limits] = await Promise.all([
      import('./route'),
      import('@/server/checkout/place-order-once'),
      import('@/server/rate-limit/rate-limiter'),
    ]);
    replica = {
      post: route.POST,
      close: async () => {
        limits.closeRateLimits();
        await once.closeSharedKeys();
      },
    };
  });
  return replica!;
}

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.REDIS_URL = 'redis://127.0.0.1:5417'; // nothing listens there
  process.env.SITE_URL = 'https://shop.example';
  ids = await seededIds(sandbox);
  replicas = [await loadReplica(), await loadReplica()];
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // the Redis client's reconnect errors
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
  await sandbox.close();
});

function send(replica: number, key: string, email: string) {
  return replicas[replica].post(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(orderBody(ids, email)),
    }),
  );
}

const ordersOf = (email: string) =>
  wcGet<{ id: number }[]>(sandbox, `orders?search=${encodeURIComponent(email)}&status=any`);

const idempotencyWarnings = () =>
  warn.mock.calls.filter(([message]) => String(message).includes('Idempotency-Keys')).length;

describe('POST /api/orders with Redis unreachable', () => {
  it('places the order without waiting on Redis again, and the same key sent again gets that order, with one warning', async () => {
    const email = `redis-down.1.${Date.now()}@example.com`;
    const first = await send(0, 'redis-down-1', email);
    expect(first.status).toBe(201);
    const { order } = await first.json();

    const again = await send(0, 'redis-down-1', email);
    expect(again.status).toBe(201);
    expect((await again.json()).order.id).toBe(order.id);

    const start = Date.now();
    const other = await send(0, 'redis-down-2', email);
    expect(other.status).toBe(201);
    // Only the first requests wait for Redis's first connection (2 s per store), not each order.
    expect(Date.now() - start).toBeLessThan(2_000);
    expect(await ordersOf(email)).toHaveLength(2);
    expect(idempotencyWarnings()).toBe(1);
  });

  it('a retry that reaches another replica finds the first order by its key in WooCommerce', async () => {
    const email = `redis-down.2.${Date.now()}@example.com`;
    const first = await send(0, 'redis-down-3', email);
    expect(first.status).toBe(201);
    const retry = await send(1, 'redis-down-3', email);
    expect(retry.status).toBe(201);
    expect((await retry.json()).order.id).toBe((await first.json()).order.id);
    expect(await ordersOf(email)).toHaveLength(1);
  });
});
