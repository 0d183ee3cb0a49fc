import type Database from 'better-sqlite3';
import { couponDiscounts } from './coupon-rules';
import type { CouponDoc } from './model';
import { ADDRESS_FIELDS, fmt, lineItemJson, priceLines, type LineInput, type OrderJson } from './order-build';
import { all, nextOrderItemId } from './store';

type StoredLine = LineInput & { id: number; meta_data?: { key: string; value: unknown }[] };

/** WC_Order::set_address_prop for each field sent; fields not sent keep their value. */
function mergeAddress(current: Record<string, string>, input: unknown, fields: string[]) {
  if (!input || typeof input !== 'object') return current;
  const source = input as Record<string, unknown>;
  const next = { ...current };
  for (const f of fields) if (typeof source[f] === 'string') next[f] = source[f] as string;
  return next;
}

/**
 * The line-item rules of WC_REST_Orders_Controller::set_item: an entry with an existing `id` changes
 * that item (quantity 0 removes it), one without adds an item. Totals and the order's coupons are
 * then recalculated as WC_Order::recalculate_coupons does.
 */
function editLines(db: Database.Database, order: OrderJson, incoming: unknown[]): void {
  let stored = (order.line_items as StoredLine[]).map((l) => ({ ...l }));
  const added: LineInput[] = [];
  for (const raw of incoming as (LineInput & { id?: number })[]) {
    const existing = raw.id ? stored.find((l) => l.id === Number(raw.id)) : undefined;
    if (!existing) {
      added.push(raw);
      continue;
    }
    if (raw.quantity !== undefined && Number(raw.quantity) === 0) {
      stored = stored.filter((l) => l !== existing);
      continue;
    }
    Object.assign(existing, {
      ...(raw.product_id ? { product_id: raw.product_id } : {}),
      ...(raw.variation_id ? { variation_id: raw.variation_id } : {}),
      ...(raw.quantity !== undefined ? { quantity: raw.quantity } : {}),
      ...(raw.meta_data ? { meta_data: raw.meta_data } : {}),
    });
  }
  const inputs: LineInput[] = [...stored, ...added];
  const priced = priceLines(db, inputs);
  const discounts = priced.map(() => 0);
  for (const line of order.coupon_lines) {
    const [coupon] = all<CouponDoc>(db, 'wc_coupons', 'WHERE code = ?', line.code);
    if (!coupon) continue;
    const share = couponDiscounts(
      coupon,
      priced.map((p) => p.coupon),
    );
    share.forEach((d, i) => (discounts[i] += d));
    line.discount = fmt(share.reduce((s, d) => s + d, 0));
  }
  const items = priced.map((p, i) =>
    lineItemJson(
      p,
      i < stored.length ? stored[i].id : nextOrderItemId(db, order.id),
      order.id,
      i,
      discounts[i],
    ),
  );
  const sum = (list: unknown, key: string) =>
    ((list ?? []) as Record<string, string>[]).reduce((s, x) => s + Number(x[key]), 0);
  order.line_items = items;
  order.discount_total = fmt(items.reduce((s, l) => s + Number(l.subtotal) - Number(l.total), 0));
  order.total = fmt(sum(items, 'total') + sum(order.fee_lines, 'total') + sum(order.shipping_lines, 'total'));
}

/** Applies the address and line-item parts of `PUT orders/{id}` to `next` (already a copy). */
export function applyOrderEdits(db: Database.Database, next: OrderJson, body: Record<string, unknown>): void {
  next.billing = mergeAddress(next.billing, body.billing, [...ADDRESS_FIELDS, 'email', 'phone']);
  next.shipping = mergeAddress(next.shipping as Record<string, string>, body.shipping, [
    ...ADDRESS_FIELDS,
    'phone',
  ]);
  if (Array.isArray(body.line_items)) editLines(db, next, body.line_items);
}
