import { createHmac } from 'node:crypto';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { serverEnv } from '@/server/env';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { catalogKey } from '@/domain/checkout/catalog-item';
import { loadCatalog } from './catalog';
import { loadCheckoutCatalog } from './checkout-catalog';
import { seededIds, type SeededIds } from './sandbox-catalog.test-support';

/*
 * Product reads kept in the process for a few seconds (kept-reads.ts): orders and quotes in a row,
 * and the renders of a catalogue list's pages, read WooCommerce once, and a product edit still
 * reaches the next order and the next list as soon as its webhook reaches the shop.
 */

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

let sandbox: SandboxProcess;
let ids: SeededIds;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  ids = await seededIds(sandbox);
});
afterAll(() => sandbox.close());
afterEach(() => jest.restoreAllMocks());

const cart = (id: number) => ({ lines: [{ id }], setSizes: [], certificateTypes: [], withGifts: false });

/** Counts the reads of WooCommerce's product list (a page of a list, or the checkout's by ids). */
function productReads(): () => number {
  const realFetch = globalThis.fetch;
  let reads = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/wc/v3/products')) reads++;
    return realFetch(input, init);
  });
  return () => reads;
}

/** The sandbox's product.updated webhook, as WooCommerce signs and sends it to /api/revalidate. */
function productWebhook(product: unknown) {
  const body = JSON.stringify(product);
  return revalidate(
    new Request('http://shop.test/api/revalidate', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-WC-Webhook-Topic': 'product.updated',
        'X-WC-Webhook-Signature': createHmac('sha256', serverEnv().revalidateSecret)
          .update(body)
          .digest('base64'),
      },
      body,
    }),
  );
}

/** Sets a product's regular price in WooCommerce and sends its webhook to the shop, as an edit does. */
async function editPrice(id: number, price: number) {
  const edited = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ regular_price: String(price) }),
  });
  expect(edited.status).toBe(200);
  expect((await productWebhook(await edited.json())).status).toBe(200);
}

it('reads a product once for orders in a row, and again once its edit’s webhook has come', async () => {
  const reads = productReads();
  const priceOf = async () =>
    (await loadCheckoutCatalog(cart(ids.simple.id), 'uk')).items.get(catalogKey(ids.simple.id))?.price;

  expect(await priceOf()).toBe(ids.simple.price);
  expect(await priceOf()).toBe(ids.simple.price);
  expect(reads()).toBe(1);

  const newPrice = ids.simple.price + 100;
  await editPrice(ids.simple.id, newPrice);

  expect(await priceOf()).toBe(newPrice);
  expect(reads()).toBe(2);
});

it('reads a catalogue list once for renders in a row, and again once an edit’s webhook has come', async () => {
  const reads = productReads();
  const priceInList = async () => (await loadCatalog('uk')).find((p) => p.id === ids.simple.id)?.price;

  const price = await priceInList();
  expect(price).toEqual(expect.any(Number));
  const listReads = reads();
  expect(listReads).toBeGreaterThan(0);
  expect(await priceInList()).toBe(price);
  expect(await priceInList()).toBe(price);
  expect(reads()).toBe(listReads);

  await editPrice(ids.simple.id, price! + 50);
  expect(await priceInList()).toBe(price! + 50);
  expect(reads()).toBe(2 * listReads);
});

it('hands every caller the same frozen list, so no caller can reorder it for the others', async () => {
  const list = await loadCatalog('uk', 'women');
  expect(Object.isFrozen(list)).toBe(true);
  expect(() => (list as unknown[]).sort()).toThrow(TypeError);
  expect(await loadCatalog('uk', 'women')).toBe(list);
});
