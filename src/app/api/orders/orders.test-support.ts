import type { SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import type { SandboxProcess } from '@/test-support/sandbox-process';

/**
 * An order of one seeded perfume by requisites, as the checkout sends it (with the token the
 * sandbox's captcha passes); `over` changes fields.
 */
export function orderBody(ids: SeededIds, email: string, over: Record<string, unknown> = {}) {
  return {
    locale: 'uk',
    items: [{ id: ids.perfume.id, variation_id: ids.perfume.variationId, count: 1 }],
    customer: { name: 'Олена', surname: 'Коваль', phone: '+380 (67) 123-45-67', email },
    delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
    payment: 'requisites',
    captcha: 'sandbox-captcha-ok',
    ...over,
  };
}

/**
 * WooCommerce makes the order but its answer never reaches the shop: the create's time runs out
 * (a TimeoutError, as AbortSignal.timeout gives) once the order exists. Once only.
 */
export function createTimesOutOnce() {
  // The route logs the failed attempt; that log is not what these tests read.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const realFetch = globalThis.fetch;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (init?.method === 'POST' && url.pathname.endsWith('/wc/v3/orders')) {
      spy.mockRestore();
      await realFetch(input, init);
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }
    return realFetch(input, init);
  });
}

/** Sets a product's counted stock in the sandbox's WooCommerce, as a manager does in wp-admin. */
export async function setStock(sandbox: Pick<SandboxProcess, 'url' | 'wooFetch'>, id: number, stock: number) {
  const response = await sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/products/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ manage_stock: true, stock_quantity: stock }),
  });
  expect(response.ok).toBe(true);
}
