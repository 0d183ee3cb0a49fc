import { seededWooCommerceForFile, wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { orderBody, setStock as setStockIn } from './orders.test-support';
import { forgetCachedPages } from '@/server/page-cache/page-cache';
import { POST } from './route';

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

/*
 * Stock hoarding (issue 24): WooCommerce's REST takes any quantity and drives stock below zero, so
 * one unpaid order by requisites could hold a product's whole stock and more. The shop refuses it.
 */
const backend = seededWooCommerceForFile();

let keys = 0;
let shoppers = 0;
const post = (body: Record<string, unknown>, key = `stock-key-${++keys}`) =>
  POST(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    }),
  );

type WcProduct = { name: string; stock_quantity: number | null };
const product = (id: number) => wcGet<WcProduct>(backend.sandbox, `products/${id}`);

const setStock = (id: number, stock: number) => setStockIn(backend.sandbox, id, stock);

const itemsOf = (id: number, count: number) => ({ items: [{ id, count }] });

/** A staff edit in wp-admin, through WooCommerce's REST: `path` under wc/v3. */
const staffEdit = (method: 'PUT' | 'DELETE', path: string, fields?: Record<string, unknown>) =>
  backend.sandbox.wooFetch(`${backend.sandbox.url}/wp-json/wc/v3/${path}`, {
    method,
    ...(fields && { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) }),
  });

/** One piece of a product (of its volume `variationId`) ordered by a new shopper. */
const orderOne = (id: number, variationId?: number) =>
  post(
    orderBody(backend.ids, `stock.${++shoppers}@example.com`, {
      items: [{ id, ...(variationId && { variation_id: variationId }), count: 1 }],
    }),
  );

/** Refused as no longer sold, naming the order's first line. */
async function expectUnavailable(response: Response) {
  expect(response.status).toBe(400);
  expect((await response.json()).error).toMatchObject({ code: 'product_unavailable', field: 'items.0' });
}

describe('POST /api/orders and stock', () => {
  it('refuses more than is in stock, naming the line and what is left; the stock is untouched', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 3);
    const email = `stock.${++shoppers}@example.com`;
    const response = await post(orderBody(backend.ids, email, itemsOf(simple.id, 5)));
    expect(response.status).toBe(400);
    const { name } = await product(simple.id);
    expect((await response.json()).error).toEqual({
      code: 'quantity_over_stock',
      message: `«${name}»: у наявності лише 3 штуки. Зменште кількість у кошику.`,
      field: 'items.0',
    });
    expect((await product(simple.id)).stock_quantity).toBe(3);
  });

  it('refuses 999 of a product with 24 in stock by the per-line cap, in the shopper’s language', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 24);
    const email = `stock.${++shoppers}@example.com`;
    const response = await post(orderBody(backend.ids, email, { ...itemsOf(simple.id, 999), locale: 'en' }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'quantity_over_line_limit',
      message: expect.stringMatching(/^“.+”: at most 20 pieces per order\.$/),
      field: 'items.0',
    });
    expect((await product(simple.id)).stock_quantity).toBe(24);
  });

  it('refuses an order of more pieces in all than the per-order cap', async () => {
    const { perfume } = backend.ids;
    const line = { id: perfume.id, variation_id: perfume.variationId, count: 20 };
    const email = `stock.${++shoppers}@example.com`;
    const response = await post(orderBody(backend.ids, email, { items: [line, line, line] }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'order_quantity_over_limit',
      message:
        'В одному замовленні максимум 50 товарів. Розділіть його на кілька замовлень або зателефонуйте нам.',
      field: 'items',
    });
  });

  it('a refused order can be corrected and sent again under the same Idempotency-Key', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 4);
    const email = `stock.${++shoppers}@example.com`;
    const key = 'stock-corrected';
    expect((await post(orderBody(backend.ids, email, itemsOf(simple.id, 6)), key)).status).toBe(400);
    const placed = await post(orderBody(backend.ids, email, itemsOf(simple.id, 4)), key);
    expect(placed.status).toBe(201);
    expect((await product(simple.id)).stock_quantity).toBe(0);
    const again = await post(orderBody(backend.ids, email, itemsOf(simple.id, 4)), key);
    expect((await again.json()).order.id).toBe((await placed.json()).order.id);
  });

  it('shoppers ordering the last unit at once: one order, the others told it is gone, stock 0 not below', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 1);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        post(orderBody(backend.ids, `stock.${++shoppers}@example.com`, itemsOf(simple.id, 1))),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    for (const refused of responses.filter((r) => r.status === 400)) {
      expect((await refused.json()).error).toMatchObject({ code: 'product_unavailable', field: 'items.0' });
    }
    expect((await product(simple.id)).stock_quantity).toBe(0);
  });

  it('a product unpublished a moment ago, still in the shop’s catalogue, is refused, not ordered', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 10);
    // The first order reads the catalogue, which the shop then keeps (its webhook has not come yet).
    expect((await orderOne(simple.id)).status).toBe(201);
    expect((await staffEdit('PUT', `products/${simple.id}`, { status: 'draft' })).ok).toBe(true);
    try {
      await expectUnavailable(await orderOne(simple.id));
      expect((await product(simple.id)).stock_quantity).toBe(9);
    } finally {
      expect((await staffEdit('PUT', `products/${simple.id}`, { status: 'publish' })).ok).toBe(true);
    }
  });

  it('a product whose stock is not counted, unpublished a moment ago, is refused as well', async () => {
    const { simple } = backend.ids;
    const edit = (fields: Record<string, unknown>) => staffEdit('PUT', `products/${simple.id}`, fields);
    expect((await edit({ manage_stock: false })).ok).toBe(true);
    try {
      // As its webhook would: the shop's catalogue now has the product with its stock not counted.
      forgetCachedPages();
      expect((await orderOne(simple.id)).status).toBe(201);
      // WooCommerce would sell the draft at its price; the catalogue the shop keeps still lists it.
      expect((await edit({ status: 'draft' })).ok).toBe(true);
      await expectUnavailable(await orderOne(simple.id));
    } finally {
      expect((await edit({ status: 'publish', manage_stock: true, stock_quantity: 10 })).ok).toBe(true);
      forgetCachedPages();
    }
  });

  it('a sold-out line is refused as product_unavailable naming that line, the rest of the cart unnamed', async () => {
    const { simple, perfume } = backend.ids;
    await setStock(simple.id, 0);
    const email = `stock.${++shoppers}@example.com`;
    const items = [
      { id: perfume.id, variation_id: perfume.variationId, count: 1 },
      { id: simple.id, count: 1 },
    ];
    const response = await post(orderBody(backend.ids, email, { items }));
    expect(response.status).toBe(400);
    const { name } = await product(simple.id);
    expect((await response.json()).error).toEqual({
      code: 'product_unavailable',
      message: `«${name}»: більше немає в наявності.`,
      field: 'items.1',
      lines: [{ field: 'items.1', id: simple.id, name }],
    });
    expect((await product(simple.id)).stock_quantity).toBe(0);
  });

  it('a volume disabled a moment ago is refused, and the perfume’s other volumes still sell', async () => {
    const { perfume } = backend.ids;
    const volumes = await wcGet<{ id: number }[]>(backend.sandbox, `products/${perfume.id}/variations`);
    const other = volumes.find((v) => v.id !== perfume.variationId)!;
    const enable = (status: 'publish' | 'private') =>
      staffEdit('PUT', `products/${perfume.id}/variations/${perfume.variationId}`, { status });
    forgetCachedPages();
    expect((await orderOne(perfume.id, perfume.variationId)).status).toBe(201);
    expect((await enable('private')).ok).toBe(true);
    try {
      await expectUnavailable(await orderOne(perfume.id, perfume.variationId));
      expect((await orderOne(perfume.id, other.id)).status).toBe(201);
    } finally {
      expect((await enable('publish')).ok).toBe(true);
    }
  });

  // Last: the product does not come back.
  it('a product deleted a moment ago is refused, not ordered as a line without a product', async () => {
    const { simple } = backend.ids;
    await setStock(simple.id, 5);
    forgetCachedPages();
    expect((await orderOne(simple.id)).status).toBe(201);
    expect((await staffEdit('DELETE', `products/${simple.id}?force=true`)).ok).toBe(true);
    // WooCommerce would take the line as one without a product, at 0.
    await expectUnavailable(await orderOne(simple.id));
  });

  it('a perfume moved to the trash a moment ago is refused by its volume', async () => {
    const { perfume } = backend.ids;
    forgetCachedPages();
    expect((await orderOne(perfume.id, perfume.variationId)).status).toBe(201);
    expect((await staffEdit('DELETE', `products/${perfume.id}`)).ok).toBe(true);
    await expectUnavailable(await orderOne(perfume.id, perfume.variationId));
  });
});
