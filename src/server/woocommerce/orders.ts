import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { isLanguage } from '@/i18n/languages';
import type { Language } from '@/config/shop';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { WooCommerceError } from './client';
import { wooGetFresh, wooPost, wooPut } from './write';

const metaSchema = z.object({ id: z.number().optional(), key: z.string(), value: z.unknown() });
const amount = z.union([z.string(), z.number()]).transform((v) => Number(v) || 0);

const wooOrderSchema = z.object({
  id: z.number(),
  number: z.union([z.string(), z.number()]).transform(String),
  status: z.string(),
  order_key: z.string().default(''),
  currency: z.string().default('UAH'),
  total: amount,
  discount_total: amount,
  shipping_total: amount,
  date_created_gmt: z.string().nullish(),
  date_created: z.string().nullish(),
  date_paid: z.string().nullish(),
  payment_method: z.string().default(''),
  transaction_id: z.string().default(''),
  billing: z
    .object({
      first_name: z.string().default(''),
      last_name: z.string().default(''),
      email: z.string().default(''),
      phone: z.string().default(''),
      city: z.string().default(''),
      address_1: z.string().default(''),
    })
    .partial()
    .default({}),
  line_items: z
    .array(
      z.object({
        name: z.string(),
        quantity: z.number(),
        subtotal: amount,
        total: amount,
        meta_data: z.array(metaSchema).default([]),
      }),
    )
    .default([]),
  fee_lines: z.array(z.object({ id: z.number(), name: z.string(), total: amount })).default([]),
  meta_data: z.array(metaSchema).default([]),
});
type WooOrder = z.infer<typeof wooOrderSchema>;

export type ShopOrderLine = {
  name: string;
  quantity: number;
  subtotal: number;
  total: number;
  details: string[];
};

/** A WooCommerce order as the storefront uses it; amounts in UAH, as WooCommerce computed them. */
export type ShopOrder = {
  id: number;
  number: string;
  /** WooCommerce's secret per-order key (`wc_order_…`): whoever holds it may see the order. */
  orderKey: string;
  status: string;
  /** Goods before the discount. */
  subtotal: number;
  discount: number;
  fee: number;
  feeLines: { id: number; name: string; total: number }[];
  shipping: number;
  total: number;
  paid: boolean;
  createdAt: Date;
  paymentMethod: string;
  transactionId: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  deliveryAddress: string;
  lines: ShopOrderLine[];
  lng: Language;
  idempotencyKey: string | null;
};

const metaValue = (meta: WooOrder['meta_data'], key: string) => {
  const value = meta.find((m) => m.key === key)?.value;
  return typeof value === 'string' ? value : null;
};

const round = (n: number) => Math.round(n * 100) / 100;

function createdAt(order: WooOrder): Date {
  const value = order.date_created_gmt ?? order.date_created;
  return value ? new Date(/[zZ]$/.test(value) ? value : `${value}Z`) : new Date(0);
}

/** Item meta the shopper wrote or chose (set aromas, certificate recipient); keys starting with `_` are WooCommerce's own. */
function details(meta: WooOrder['meta_data']): string[] {
  const shown = ['aromas', 'certificate_recipient_email'];
  return meta.filter((m) => shown.includes(m.key) && typeof m.value === 'string').map((m) => String(m.value));
}

export function mapOrder(order: WooOrder): ShopOrder {
  const lng = metaValue(order.meta_data, 'lang');
  const fee = order.fee_lines.reduce((sum, f) => sum + f.total, 0);
  return {
    id: order.id,
    number: order.number,
    orderKey: order.order_key,
    status: order.status,
    subtotal: round(order.line_items.reduce((sum, l) => sum + l.subtotal, 0)),
    discount: order.discount_total,
    fee: round(fee),
    feeLines: order.fee_lines,
    shipping: order.shipping_total,
    total: order.total,
    paid: Boolean(order.date_paid),
    createdAt: createdAt(order),
    paymentMethod: order.payment_method,
    transactionId: order.transaction_id,
    customer: {
      firstName: order.billing.first_name ?? '',
      lastName: order.billing.last_name ?? '',
      email: order.billing.email ?? '',
      phone: order.billing.phone ?? '',
    },
    deliveryAddress: [order.billing.city, order.billing.address_1].filter(Boolean).join(', '),
    lines: order.line_items.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      subtotal: l.subtotal,
      total: l.total,
      details: details(l.meta_data),
    })),
    lng: isLanguage(lng) ? lng : DEFAULT_LANGUAGE,
    idempotencyKey: metaValue(order.meta_data, '_idempotency_key'),
  };
}

export async function createOrder(payload: object): Promise<ShopOrder> {
  return mapOrder(await wooPost('orders', payload, wooOrderSchema));
}

export async function getOrder(id: number): Promise<ShopOrder> {
  return mapOrder(await wooGetFresh(`orders/${id}`, wooOrderSchema));
}

/**
 * The order whose id and key both match, else null: the shopper's link to their order. A wrong key
 * and an unknown id look the same, so neither tells a visitor which orders exist.
 */
export async function getOrderWithKey(id: number, key: string): Promise<ShopOrder | null> {
  let order: ShopOrder;
  try {
    order = await getOrder(id);
  } catch (error) {
    if (error instanceof WooCommerceError && error.status === 404) return null;
    throw error;
  }
  const expected = Buffer.from(order.orderKey);
  const given = Buffer.from(key);
  return expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given)
    ? order
    : null;
}

export async function updateOrder(id: number, patch: object): Promise<ShopOrder> {
  return mapOrder(await wooPut(`orders/${id}`, patch, wooOrderSchema));
}

/** A private note for the shop manager (customer_note false: the shopper is not e-mailed). */
export async function addOrderNote(id: number, note: string): Promise<void> {
  await wooPost(`orders/${id}/notes`, { note, customer_note: false }, z.object({ id: z.number() }));
}

/**
 * The order an earlier request with this idempotency key made, if any. WooCommerce's REST search
 * does not look into order meta, but it does search the billing e-mail, and the key is in the
 * order's meta: recent orders of that e-mail are read and matched on `_idempotency_key`.
 */
export async function findOrderByIdempotencyKey(email: string, key: string): Promise<ShopOrder | null> {
  const orders = await wooGetFresh('orders', z.array(wooOrderSchema), {
    search: email,
    status: 'any',
    per_page: 20,
    orderby: 'date',
    order: 'desc',
  });
  const match = orders.find((o) => metaValue(o.meta_data, '_idempotency_key') === key);
  return match ? mapOrder(match) : null;
}
