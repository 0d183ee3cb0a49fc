// Step 6b: the demo orders (tracking shows them), placed one after another so their numbers keep the
// sandbox's order, and the orders that used the `usedup` coupon up. WooCommerce makes the numbers,
// keys and dates itself: `order_key` and `date_created` cannot be written over REST.
import { createInBatches } from './batch';
import { mapped, remember, type SeedRun } from './context';
import type { DemoOrder } from './demo-shop';

/** Paid orders: `set_paid` only completes the payment of a pending order (WC_Order::payment_complete). */
const PAID = new Set(['processing', 'completed']);

function orderPayload(run: SeedRun, order: DemoOrder) {
  const { ids } = run;
  const paid = PAID.has(order.status);
  return {
    status: paid ? 'pending' : order.status,
    set_paid: paid,
    customer_id: order.customer_id ? mapped(ids.customer, 'customer', order.customer_id) : 0,
    payment_method: order.payment_method,
    payment_method_title: order.payment_method_title,
    billing: order.billing,
    shipping: order.shipping,
    line_items: order.line_items.map((line) => ({
      product_id: mapped(ids.product, 'product', line.product_id),
      ...(line.variation_id ? { variation_id: mapped(ids.variation, 'variation', line.variation_id) } : {}),
      quantity: line.quantity,
    })),
    shipping_lines: order.shipping_lines.map(({ method_id, method_title, total }) => ({
      method_id,
      method_title,
      total,
    })),
    coupon_lines: order.coupon_lines.map(({ code }) => ({ code })),
    meta_data: order.meta_data.map(({ key, value }) => ({ key, value })),
  };
}

async function placeDemoOrders(run: SeedRun): Promise<void> {
  for (const order of run.shop.orders) {
    const created = await run.client.json<{ id: number; status: string }>(
      'POST',
      '/wc/v3/orders',
      orderPayload(run, order),
    );
    run.ids.order.set(order.id, created.id);
    if (created.status !== order.status) {
      await run.client.json('PUT', `/wc/v3/orders/${created.id}`, { status: order.status });
    }
  }
}

/**
 * A coupon's `usage_count` and `used_by` are read-only over REST; the only way to a used-up coupon
 * is orders that used it, one per e-mail of the sandbox's `used_by`, completed.
 */
async function exhaustCoupons(run: SeedRun): Promise<number> {
  const { shop } = run;
  // The cheapest product that keeps no stock (a 2 ml sample), so these orders change little else.
  const product = shop.products
    .filter((p) => p.type === 'simple' && !p.manage_stock && Number(p.regular_price) > 0)
    .sort((a, b) => Number(a.regular_price) - Number(b.regular_price))[0];
  const used = shop.coupons.filter((c) => c.usage_count > 0);
  if (!product || used.length === 0) return 0;
  const orders = used.flatMap((coupon) =>
    Array.from({ length: coupon.usage_count }, (_, i) => {
      const email = coupon.used_by[i] ?? `coupon-user-${i + 1}@example.com`;
      return {
        label: `${coupon.code} use ${i + 1}`,
        body: {
          status: 'completed',
          billing: { first_name: 'Demo', last_name: 'Shopper', email, country: 'UA' },
          line_items: [{ product_id: mapped(run.ids.product, 'product', product.id), quantity: 1 }],
          coupon_lines: [{ code: coupon.code }],
        },
      };
    }),
  );
  const answers = await createInBatches<{ id: number }>(
    run.client,
    '/wc/v3/orders/batch',
    orders.map((o) => o.body),
  );
  const made = new Map<number, number>();
  remember(
    run,
    'coupon-use order',
    orders.map((o, i) => ({ id: i, label: o.label })),
    answers,
    made,
  );
  return made.size;
}

export async function seedOrders(run: SeedRun): Promise<{ demo: number; couponUses: number }> {
  await placeDemoOrders(run);
  return { demo: run.ids.order.size, couponUses: await exhaustCoupons(run) };
}
