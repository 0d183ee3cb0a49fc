import { seededWooCommerceForFile, wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { fromAddress } from '@/test-support/peer-address';
import { orderBody, setStock as setStockIn } from './orders.test-support';
import { POST } from './route';

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

/*
 * Issue 24: the checkout had no captcha, though the spec's payment step carries one (§3). The
 * sandbox's siteverify passes `sandbox-captcha-ok` only.
 */
const backend = seededWooCommerceForFile();

let shoppers = 0;
const newEmail = () => `captcha.${++shoppers}.${Date.now()}@example.com`;

type Post = typeof POST;

/** A fresh copy of the route: a replica (or a restarted shop) that never saw the key. */
async function loadReplica(): Promise<Post> {
  let replica: Post | undefined;
  await jest.isolateModulesAsync(async () => {
    replica = (await import('./route')).POST;
  });
  return replica!;
}

function post(body: Record<string, unknown>, key: string, { retry = false, route = POST } = {}) {
  return route(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        ...(retry ? { 'Idempotency-Retry': '1' } : {}),
        ...fromAddress(`203.0.113.${shoppers}`),
      },
      body: JSON.stringify(body),
    }),
  );
}

const setStock = (id: number, stock: number) => setStockIn(backend.sandbox, id, stock);

type BackendCall = { method: string; path: string; search: string; startedAt: number; answeredAt?: number };

/** Every request the route makes from here on, with when it left and was answered; siteverify slowed. */
function recordBackendCalls({ slowSiteverifyMs }: { slowSiteverifyMs: number }): BackendCall[] {
  const calls: BackendCall[] = [];
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const call: BackendCall = {
      method: init?.method ?? (input instanceof Request ? input.method : 'GET'),
      path: url.pathname,
      search: url.search,
      startedAt: performance.now(),
    };
    calls.push(call);
    const response = await realFetch(input, init);
    if (url.pathname.endsWith('/siteverify')) await new Promise((done) => setTimeout(done, slowSiteverifyMs));
    call.answeredAt = performance.now();
    return response;
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

const ordersOf = (email: string) =>
  wcGet<{ id: number }[]>(backend.sandbox, `orders?search=${encodeURIComponent(email)}&status=any`);

describe('POST /api/orders and the captcha', () => {
  it.each([
    ['without a token', { captcha: undefined }],
    ['with a refused token', { captcha: 'forged' }],
  ])('%s answers 400 captcha_failed at the captcha and places nothing', async (_, captcha) => {
    const email = newEmail();
    // JSON leaves an undefined token out of the body.
    const body = orderBody(backend.ids, email, { locale: 'en', ...captcha });
    const response = await post(body, `captcha-key-${shoppers}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'captcha_failed',
      message: expect.stringMatching(/\S/),
      field: 'captcha',
    });
    expect(await ordersOf(email)).toEqual([]);
  });

  it('a key refused for its captcha places the order when sent again with a passing token', async () => {
    const email = newEmail();
    const key = `captcha-key-${shoppers}`;
    const refused = await post(orderBody(backend.ids, email, { captcha: 'forged' }), key);
    expect(refused.status).toBe(400);
    const placed = await post(orderBody(backend.ids, email, { captcha: 'sandbox-captcha-ok' }), key, {
      retry: true,
    });
    expect(placed.status).toBe(201);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('a repeat of a placed order under its key gets that order, whatever token it carries', async () => {
    const email = newEmail();
    const key = `captcha-key-${shoppers}`;
    const first = await post(orderBody(backend.ids, email), key);
    expect(first.status).toBe(201);
    // The token is single-use at the provider, and the checkout sends a fresh one with a retry:
    // a different token is the same order, not idempotency_key_reused.
    const again = await post(orderBody(backend.ids, email, { captcha: 'a-fresh-token' }), key, {
      retry: true,
    });
    expect(again.status).toBe(201);
    expect((await again.json()).order.id).toBe((await first.json()).order.id);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('a retry reaching a replica that never saw the key needs a passing token, then finds the order', async () => {
    const email = newEmail();
    const key = `captcha-key-${shoppers}`;
    const first = await post(orderBody(backend.ids, email), key);
    expect(first.status).toBe(201);
    const replica = await loadReplica();
    const forged = await post(orderBody(backend.ids, email, { captcha: 'forged' }), key, {
      retry: true,
      route: replica,
    });
    expect(forged.status).toBe(400);
    const again = await post(orderBody(backend.ids, email), key, { retry: true, route: replica });
    expect(again.status).toBe(201);
    expect((await again.json()).order.id).toBe((await first.json()).order.id);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('reads the stock while the captcha is asked, and creates the order only once it passed', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 50);
    const asked = recordBackendCalls({ slowSiteverifyMs: 300 });
    const email = newEmail();
    const response = await post(
      orderBody(backend.ids, email, { items: [{ id: simple.id, count: 1 }] }),
      `captcha-key-${shoppers}`,
    );
    expect(response.status).toBe(201);
    const siteverify = asked.find((call) => call.path.endsWith('/siteverify'))!;
    const stockRead = asked.find(
      (call) => call.path.endsWith('/wc/v3/products') && call.search.includes('stock'),
    )!;
    const create = asked.find((call) => call.method === 'POST' && call.path.endsWith('/wc/v3/orders'))!;
    expect(stockRead.startedAt).toBeLessThan(siteverify.answeredAt!);
    expect(create.startedAt).toBeGreaterThanOrEqual(siteverify.answeredAt!);
  });

  it('a refused token is answered captcha_failed before the stock: a sold-out cart, nothing searched or made', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 0);
    const asked = recordBackendCalls({ slowSiteverifyMs: 0 });
    const email = newEmail();
    const response = await post(
      orderBody(backend.ids, email, { items: [{ id: simple.id, count: 1 }], captcha: 'forged' }),
      `captcha-key-${shoppers}`,
      { retry: true },
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('captcha_failed');
    // A retry asks for the search by its key, the costly read: only after the captcha passed.
    expect(asked.filter((call) => call.path.endsWith('/wc/v3/orders'))).toEqual([]);
    expect(await ordersOf(email)).toEqual([]);
  });
});
