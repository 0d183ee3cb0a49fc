// (d) of `npm run bench`: placing an order through `POST /api/orders` against the raw WooCommerce
// `POST orders` it wraps. Orders are written, so each request is a real order: a fresh
// Idempotency-Key and a unique e-mail each time, one cheap simple product, paid by requisites (no
// WayForPay signing, no coupon), sent one after another so the figure is added latency, not queueing.
// Every order is cancelled right after it is timed, which gives its stock back (the sandbox's
// products keep a few dozen in stock) and leaves the sandbox's catalogue as it was; then the bench
// waits BENCH_ORDER_SETTLE_MS (150) before the next request of any series.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { OVER_HTTPS } from './bench-sandbox.mjs';

const CUSTOMER = { name: 'Bench', surname: 'Runner', phone: '+380931234567' };
const DELIVERY = { method: 'np', city: 'Київ', department: 'Відділення №1' };

/*
 * The pause after each request of (d)'s three series, before the next. An order's answer leaves
 * work behind it (the manager's note and the confirmation e-mail, sent after the answer), and the
 * bench's own cancel: back to back, the next order queued behind them on the sandbox and the shop,
 * which is what the concurrent row (i) measures, not what one order adds. Every series pauses alike.
 */
export const SETTLE_MS = Number(process.env.BENCH_ORDER_SETTLE_MS ?? 150);

function p95(latencies) {
  if (!latencies.length) return NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))];
}

/** One order request, timed to the end of its body; `orderId` picks the new order's id from the answer. */
async function timed(url, init, orderId) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) return { ms, ok: false, error: `${response.status} ${body.slice(0, 200)}` };
  return { ms, ok: true, id: orderId(JSON.parse(body)) };
}

/** `count` sequential orders after `warmup` unmeasured ones, each cancelled (untimed) once placed. */
async function series(label, url, makeInit, orderId, cancel, { count, warmup }) {
  process.stdout.write(`  ${label}: warm-up ${warmup}, measuring ${count} sequential orders\n`);
  const latencies = [];
  let failed = 0;
  let firstError;
  for (let i = -warmup; i < count; i++) {
    const result = await timed(url, makeInit(i), orderId);
    if (result.ok) await cancel(result.id);
    await sleep(SETTLE_MS);
    if (i < 0) continue;
    latencies.push(result.ms);
    if (!result.ok) {
      failed++;
      firstError ??= result.error;
    }
  }
  if (firstError) console.log(`  ${label}: first failure: ${firstError}`);
  const seconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000;
  return { p95: p95(latencies), rps: latencies.length / seconds, failed };
}

/** Categories the checkout does not sell on their own (samples, sets, gifts, certificates). */
const NOT_SOLD_ALONE = ['aroma-samples', 'discovery-sets', 'gift-samples', 'certificates'];

/** The cheapest published simple product the checkout sells on its own, in stock. */
export async function cheapSimpleProduct(json, wooUrl) {
  const products = await json(wooUrl('products', { type: 'simple', status: 'publish', per_page: 100 }));
  const usable = products
    .filter((p) => p.type === 'simple' && Number(p.price) > 0 && p.stock_status === 'instock')
    .filter((p) => !p.categories.some((c) => NOT_SOLD_ALONE.includes(c.slug)))
    .filter((p) => !p.manage_stock || (p.stock_quantity ?? 0) > 0)
    .sort((a, b) => Number(a.price) - Number(b.price));
  if (!usable[0]) throw new Error('the sandbox has no simple product to order');
  return usable[0];
}

/** The shop's order body and the WooCommerce body `placeOrder` builds from it, for one product. */
function bodies(product, tag) {
  const email = `bench.${tag}.${randomUUID().slice(0, 8)}@example.com`;
  const shop = {
    locale: 'uk',
    items: [{ id: product.id, count: 1 }],
    customer: { ...CUSTOMER, email },
    delivery: DELIVERY,
    payment: 'requisites',
    // The sandbox's passing token: the route's siteverify call is part of what a real order costs.
    captcha: 'sandbox-captcha-ok',
  };
  const place = { city: DELIVERY.city, address_1: DELIVERY.department, address_2: '', country: 'UA' };
  const woo = {
    status: 'on-hold',
    currency: 'UAH',
    set_paid: false,
    payment_method: 'bacs',
    payment_method_title: 'Оплата за реквізитами',
    customer_note: '',
    billing: {
      first_name: CUSTOMER.name,
      last_name: CUSTOMER.surname,
      email,
      phone: CUSTOMER.phone,
      ...place,
    },
    shipping: { first_name: CUSTOMER.name, last_name: CUSTOMER.surname, phone: CUSTOMER.phone, ...place },
    line_items: [{ product_id: product.id, quantity: 1 }],
    coupon_lines: [],
    fee_lines: [],
    shipping_lines: [{ method_id: 'nova_poshta_np', method_title: 'Відділення Нової Пошти', total: '0' }],
    meta_data: [
      { key: '_idempotency_key', value: randomUUID() },
      { key: 'lang', value: 'uk' },
      { key: 'delivery_method', value: 'np' },
      { key: 'delivery_city', value: DELIVERY.city },
      { key: 'delivery_department', value: DELIVERY.department },
      { key: 'subscribe', value: 'no' },
    ],
  };
  return { shop, woo };
}

/**
 * The shop's floor: the same number of sequential requests to a route that does nothing
 * (`/api/health`), so (d) can be read against what any route of this server costs here.
 */
async function floor(shopUrl, { count, warmup }) {
  const latencies = [];
  for (let i = -warmup; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${shopUrl}/api/health`, { signal: AbortSignal.timeout(30_000) });
    await response.text();
    if (i >= 0) latencies.push(performance.now() - started);
    await sleep(SETTLE_MS);
  }
  return { p95: p95(latencies) };
}

/**
 * A different client address per order (198.18.0.0/15, the range set aside for benchmarks): the
 * order route allows one client a few orders per ten minutes, and the bench measures latency, not
 * the limit. The shop keys on this header only as a shop without a trusted proxy does, where the
 * limit over all clients together still applies (src/server/rate-limit/limits.ts).
 */
function benchAddress(tag) {
  const n = tag + 1024;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * `placers` shoppers placing orders at once, `count` orders in all, each cancelled once placed: what
 * a sale's rush asks of the shop's memory (the bench watches its RSS meanwhile).
 */
export async function concurrentOrders({ shopUrl, wooUrl, product, placers, count }) {
  const json = { 'content-type': 'application/json' };
  let next = 0;
  let failed = 0;
  let firstError;
  const latencies = [];
  const placer = async () => {
    while (next < count) {
      const tag = 50_000 + next++;
      const result = await timed(
        `${shopUrl}/api/orders`,
        {
          method: 'POST',
          headers: { ...json, 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': benchAddress(tag) },
          body: JSON.stringify(bodies(product, tag).shop),
        },
        (answer) => answer.order.id,
      );
      latencies.push(result.ms);
      if (!result.ok) {
        failed++;
        firstError ??= result.error;
        continue;
      }
      await fetch(wooUrl(`orders/${result.id}`), {
        method: 'PUT',
        headers: { ...json, ...OVER_HTTPS },
        body: JSON.stringify({ status: 'cancelled' }),
      });
    }
  };
  await Promise.all(Array.from({ length: placers }, placer));
  if (firstError) console.log(`  concurrent orders: first failure: ${firstError}`);
  return { p95: p95(latencies), failed };
}

/** Runs (d) and returns the two series; `count` and `warmup` from BENCH_ORDERS / BENCH_ORDERS_WARMUP. */
export async function benchOrders({ shopUrl, wooUrl, product, count, warmup }) {
  const json = { 'content-type': 'application/json' };
  const cancel = async (id) => {
    const response = await fetch(wooUrl(`orders/${id}`), {
      method: 'PUT',
      headers: { ...json, ...OVER_HTTPS },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    if (!response.ok) throw new Error(`cancelling order ${id} answered ${response.status}`);
  };
  const route = await series(
    'POST /api/orders',
    `${shopUrl}/api/orders`,
    (tag) => ({
      method: 'POST',
      headers: { ...json, 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': benchAddress(tag) },
      body: JSON.stringify(bodies(product, tag).shop),
    }),
    (answer) => answer.order.id,
    cancel,
    { count, warmup },
  );
  const raw = await series(
    'sandbox POST orders',
    wooUrl('orders'),
    (tag) => ({
      method: 'POST',
      headers: { ...json, ...OVER_HTTPS },
      body: JSON.stringify(bodies(product, tag).woo),
    }),
    (order) => order.id,
    cancel,
    { count, warmup },
  );
  const noop = await floor(shopUrl, { count, warmup });
  return { route, raw, noop };
}
