import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { seededIds, wcGet, type SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import { createTimesOutOnce, orderBody } from './orders.test-support';

/*
 * The search for an order an earlier attempt made (WooCommerce `GET orders?search=<e-mail>`) runs only
 * when the key may have been sent before: the checkout marks a key it sends again (Idempotency-Retry),
 * and the route remembers keys it has tried. An attempt whose create timed out after WooCommerce had
 * made the order is the case it exists for. No Redis here: one replica, or several without it.
 */

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

type Post = (request: Request) => Promise<Response>;

let sandbox: SandboxProcess;
let ids: SeededIds;
let shopper = 0;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.SITE_URL = 'https://shop.example';
  ids = await seededIds(sandbox);
});
afterAll(() => sandbox.close());
afterEach(() => jest.restoreAllMocks());

/** A fresh copy of the route and its modules: a replica (or a restarted shop) that never saw the key. */
async function loadReplica(): Promise<Post> {
  let post: Post | undefined;
  await jest.isolateModulesAsync(async () => {
    post = (await import('./route')).POST;
  });
  return post!;
}

const newEmail = () => `retry.${++shopper}.${Date.now()}@example.com`;

function send(post: Post, key: string, email: string, { retry = false } = {}) {
  return post(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        ...(retry ? { 'Idempotency-Retry': '1' } : {}),
      },
      body: JSON.stringify(orderBody(ids, email)),
    }),
  );
}

const ordersOf = (email: string) =>
  wcGet<{ id: number }[]>(sandbox, `orders?search=${encodeURIComponent(email)}&status=any`);

/** Every request the shop sends WooCommerce from now on, by method and path with its query. */
function wooCalls(): { method: string; url: URL }[] {
  const calls: { method: string; url: URL }[] = [];
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.startsWith('/wp-json/wc/v3/')) calls.push({ method: init?.method ?? 'GET', url });
    return realFetch(input, init);
  });
  return calls;
}

const orderSearches = (calls: { method: string; url: URL }[]) =>
  calls.filter(
    (c) => c.method === 'GET' && c.url.pathname.endsWith('/orders') && c.url.searchParams.has('search'),
  ).length;

describe('POST /api/orders looks for an earlier attempt’s order', () => {
  it('not for an unmarked first attempt: one WooCommerce orders search fewer than a marked one, one order each', async () => {
    const post = await loadReplica();
    const calls = wooCalls();
    const [first, marked] = [newEmail(), newEmail()];

    expect((await send(post, `first-${first}`, first)).status).toBe(201);
    const unmarkedSearches = orderSearches(calls);
    expect((await send(post, `marked-${marked}`, marked, { retry: true })).status).toBe(201);
    const markedSearches = orderSearches(calls) - unmarkedSearches;

    expect(unmarkedSearches).toBe(0);
    expect(markedSearches).toBe(1);
    expect(await ordersOf(first)).toHaveLength(1);
    expect(await ordersOf(marked)).toHaveLength(1);
  });

  it('a retry marked as such, on a replica that never saw the key, after a create that timed out: that order, no second', async () => {
    const email = newEmail();
    createTimesOutOnce();
    const lost = await send(await loadReplica(), 'retry-timed-out', email);
    expect(lost.status).toBe(503);
    expect(await ordersOf(email)).toHaveLength(1);
    const [made] = await ordersOf(email);

    const retry = await send(await loadReplica(), 'retry-timed-out', email, { retry: true });
    expect(retry.status).toBe(201);
    expect((await retry.json()).order.id).toBe(made.id);
    expect(await ordersOf(email)).toHaveLength(1);
  });

  it('a marked retry after WooCommerce refused the coupon: a new order, not the draft WooCommerce kept', async () => {
    const email = newEmail();
    const key = `retry-after-refusal-${email}`;
    // WooCommerce 10 saves the order before applying coupons: the refusal leaves a checkout-draft
    // carrying the request's meta, the idempotency key included.
    const refused = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        billing: { email },
        line_items: [{ product_id: ids.perfume.id, variation_id: ids.perfume.variationId, quantity: 1 }],
        coupon_lines: [{ code: 'expired2025' }],
        meta_data: [{ key: '_idempotency_key', value: key }],
      }),
    });
    expect(refused.status).toBe(400);
    const draftId = ((await refused.json()) as { data: { new_draft_order_id: number } }).data
      .new_draft_order_id;

    const retry = await send(await loadReplica(), key, email, { retry: true });
    expect(retry.status).toBe(201);
    const { order } = (await retry.json()) as { order: { id: number } };
    expect(order.id).not.toBe(draftId);
    expect((await ordersOf(email)).map((o) => o.id).sort()).toEqual([draftId, order.id].sort());
  });

  it('an unmarked retry on the replica that tried the key: it remembers, so that order, no second', async () => {
    const email = newEmail();
    const post = await loadReplica();
    createTimesOutOnce();
    expect((await send(post, 'retry-remembered', email)).status).toBe(503);
    const [made] = await ordersOf(email);

    const retry = await send(post, 'retry-remembered', email);
    expect(retry.status).toBe(201);
    expect((await retry.json()).order.id).toBe(made.id);
    expect(await ordersOf(email)).toHaveLength(1);
  });
});
