import { fromAddress } from '@/test-support/peer-address';
import { startRedisServer, type RedisServer } from '@/test-support/redis-server';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';

/*
 * Two replicas of the storefront (two copies of the route and its modules, each with its own memory)
 * behind one Redis and one WooCommerce: however the spins for one e-mail spread and however many
 * arrive at once, the e-mail gets one coupon. The per-address limit is raised here so that every
 * spin reaches the claim, which is what is tested.
 */

jest.mock('@/server/wheel/prize-random', () => ({
  secureRandom: () => 0,
  secureIndex: (n: number) => Math.floor(Math.random() * n),
}));
jest.mock('@/server/mail/transport', () => ({
  mailFrom: () => 'shop@example.com',
  mailTransport: () => ({ sendMail: async () => ({}) }),
}));
jest.mock('@/server/rate-limit/limits', () => {
  const actual = jest.requireActual('@/server/rate-limit/limits');
  return { LIMITS: { ...actual.LIMITS, wheelPerEmail: { limit: 1000, windowMs: 60_000 } } };
});

type Post = (request: Request) => Promise<Response>;
type Replica = { post: Post; close: () => void };

let sandbox: SandboxProcess;
let redis: RedisServer;
let replicas: [Replica, Replica];
let siteWheelId: number;
let emailCounter = 0;
const newEmail = () => `replica.${++emailCounter}.${Date.now()}@example.com`;

async function loadReplica(): Promise<Replica> {
  let replica: Replica | undefined;
  await jest.isolateModulesAsync(async () => {
    const [route, claims, limits] = await Promise.all([
      import('./route'),
      import('@/server/wheel/spin-claims'),
      import('@/server/rate-limit/rate-limiter'),
    ]);
    replica = {
      post: route.POST,
      close: () => {
        claims.closeSpinClaims();
        limits.closeRateLimits();
      },
    };
  });
  return replica!;
}

beforeAll(async () => {
  [sandbox, redis] = await Promise.all([startSandboxProcess(), startRedisServer()]);
  useAsShopBackend(sandbox.url);
  process.env.REDIS_URL = redis.url;
  replicas = [await loadReplica(), await loadReplica()];
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
afterAll(async () => {
  replicas.forEach((replica) => replica.close());
  await Promise.all([sandbox.close(), redis.close()]);
});

function spin(replica: number, email: string, client: string) {
  return replicas[replica % 2].post(
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

async function couponsFor(email: string): Promise<unknown[]> {
  const all = (await (
    await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/coupons?per_page=100`)
  ).json()) as { email_restrictions: string[] }[];
  return all.filter((c) => c.email_restrictions.includes(email));
}

describe('POST /api/wheel/spin on two replicas sharing Redis', () => {
  it('20 spins for one e-mail at the same instant, spread over both, make one coupon; 19 are already_received', async () => {
    const email = newEmail();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => spin(i, email, `203.0.113.${i + 1}`)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(await couponsFor(email)).toHaveLength(1);
  });

  it('a later spin on the other replica is already_received', async () => {
    const email = newEmail();
    expect((await spin(0, email, '203.0.113.50')).status).toBe(200);
    const again = await spin(1, email, '203.0.113.51');
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_received');
    expect(await couponsFor(email)).toHaveLength(1);
  });

  it('when Redis goes down the wheel still spins, and the other replica answers already_received', async () => {
    const email = newEmail();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // Last in the file: Redis stays down from here on.
    await redis.close();
    expect((await spin(0, email, '203.0.113.60')).status).toBe(200);
    expect((await spin(1, email, '203.0.113.61')).status).toBe(409);
    expect(await couponsFor(email)).toHaveLength(1);
    jest.restoreAllMocks();
  });
});
