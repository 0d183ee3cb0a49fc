import { POST } from '@/app/api/orders/route';
import { orderBody } from '@/app/api/orders/orders.test-support';
import { seededWooCommerceForFile, wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { startRedisServer, type RedisServer } from '@/test-support/redis-server';
import { redisCancelClaims } from './cancel-claims';
import { cancelUnpaidOrders } from './unpaid-orders';

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

/*
 * Unpaid orders give their goods back after the hold (issue 24): WooCommerce's own cron cancels only
 * pending orders its checkout made, so the REST orders the shop creates would hold stock for ever.
 */
const backend = seededWooCommerceForFile();
const HOLDS = { card: 60, transfer: 3 * 24 * 60 };
const MINUTE = 60_000;

type WcOrder = { id: number; status: string; meta_data: { key: string }[] };
const stockOf = async (id: number) =>
  (await wcGet<{ stock_quantity: number }>(backend.sandbox, `products/${id}`)).stock_quantity;
const statusOf = async (id: number) => (await wcGet<WcOrder>(backend.sandbox, `orders/${id}`)).status;
const notesOf = async (id: number) =>
  (await wcGet<{ note: string }[]>(backend.sandbox, `orders/${id}/notes`)).map((n) => n.note);

let n = 0;
async function place(payment: string, count = 1): Promise<number> {
  const { simple } = backend.ids;
  const body = orderBody(backend.ids, `unpaid.${++n}@example.com`, {
    items: [{ id: simple.id, count }],
    payment,
  });
  const response = await POST(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `unpaid-${n}` },
      body: JSON.stringify(body),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()).order.id;
}

async function woo(path: string, method: string, body: unknown) {
  const url = `${backend.sandbox.url}/wp-json/wc/v3/${path}`;
  const response = await backend.sandbox.wooFetch(url, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as WcOrder;
}

describe('cancelUnpaidOrders', () => {
  it('cancels transfers and card payments that were not paid within their hold, giving the stock back', async () => {
    const { simple } = backend.ids;
    const before = await stockOf(simple.id);
    const requisites = await place('requisites', 2);
    const transfer = await place('card', 1);
    const card = await place('wayforpay', 1);
    const paidCard = await place('wayforpay', 1);
    await woo(`orders/${paidCard}`, 'PUT', { set_paid: true });
    // A manager's or a callback order on hold: not the checkout's, so not the shop's to cancel.
    const foreign = await woo('orders', 'POST', {
      status: 'on-hold',
      line_items: [{ product_id: simple.id, quantity: 1 }],
    });
    const seeded = await wcGet<WcOrder[]>(backend.sandbox, 'orders?status=any&per_page=100');
    expect(await stockOf(simple.id)).toBe(before - 5);

    // Within the card hold nothing is due.
    expect(await cancelUnpaidOrders(new Date(Date.now() + 59 * MINUTE), HOLDS)).toEqual([]);
    // Past the card hold: the unpaid WayForPay order only; transfers wait for their longer hold.
    expect(await cancelUnpaidOrders(new Date(Date.now() + 61 * MINUTE), HOLDS)).toEqual([card]);
    const cancelled = await cancelUnpaidOrders(
      new Date(Date.now() + HOLDS.transfer * MINUTE + MINUTE),
      HOLDS,
    );
    expect(cancelled.sort()).toEqual([requisites, transfer].sort());

    for (const id of [requisites, transfer, card]) expect(await statusOf(id)).toBe('cancelled');
    expect(await statusOf(paidCard)).toBe('processing');
    expect(await statusOf(foreign.id)).toBe('on-hold');
    for (const order of seeded.filter((o) => ![requisites, transfer, card, paidCard].includes(o.id))) {
      expect(await statusOf(order.id)).toBe(order.status);
    }
    // The paid card order and the foreign one keep theirs.
    expect(await stockOf(simple.id)).toBe(before - 2);
    expect(await notesOf(requisites)).toContain(
      'Скасовано магазином: замовлення не оплачене за 4320 хвилин резерву; товари повернуто на склад.',
    );
  });

  it('a hold of 0 minutes never cancels', async () => {
    const id = await place('requisites');
    expect(
      await cancelUnpaidOrders(new Date(Date.now() + 365 * 24 * 60 * MINUTE), { card: 0, transfer: 0 }),
    ).toEqual([]);
    expect(await statusOf(id)).toBe('on-hold');
  });
});

describe('cancelUnpaidOrders on two replicas sharing Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.close();
  });

  it('sweeps that meet cancel each order once, with one note', async () => {
    const ids = [await place('requisites'), await place('card')];
    const [one, two] = [redisCancelClaims(redis.url), redisCancelClaims(redis.url)];
    const due = new Date(Date.now() + HOLDS.transfer * MINUTE + MINUTE);
    const [first, second] = await Promise.all([
      cancelUnpaidOrders(due, HOLDS, one),
      cancelUnpaidOrders(due, HOLDS, two),
    ]);
    one.close();
    two.close();

    expect([...first, ...second].filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(await statusOf(id)).toBe('cancelled');
      expect((await notesOf(id)).filter((note) => note.startsWith('Скасовано магазином'))).toHaveLength(1);
    }
  });

  it('while Redis cannot be reached, a replica still cancels', async () => {
    const id = await place('requisites');
    const unreachable = redisCancelClaims('redis://127.0.0.1:1');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cancelled = await cancelUnpaidOrders(
      new Date(Date.now() + HOLDS.transfer * MINUTE + MINUTE),
      HOLDS,
      unreachable,
    );
    unreachable.close();
    expect(cancelled).toContain(id);
    expect(warn).toHaveBeenCalledTimes(1);
    jest.restoreAllMocks();
  });
});
