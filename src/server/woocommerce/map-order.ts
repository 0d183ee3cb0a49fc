import { isLanguage } from '@/i18n/languages';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { ORDER_LINE_META } from '@/domain/checkout/order-lines';
import type { PaymentMethod } from '@/domain/checkout/order-schema';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import { parseMoney, roundMoney } from '@/domain/money';
import { metaText, metaValue, utc } from './map-fields';
import { ORDER_META, PAYMENT_GATEWAYS } from './order-payload';
import type { WooOrder } from './schemas';

const amount = (value: string | number) => parseMoney(value) ?? 0;

/** Item meta the shopper wrote or chose (set aromas, certificate recipient); keys starting with `_` are WooCommerce's own. */
const SHOWN_LINE_META: readonly string[] = [
  ORDER_LINE_META.aromas,
  ORDER_LINE_META.certificateRecipientEmail,
];

const PAYMENT_OF_GATEWAY = new Map(
  Object.entries(PAYMENT_GATEWAYS).map(([payment, gateway]) => [gateway, payment as PaymentMethod]),
);

/**
 * The order's Nova Poshta waybill (TTN): the meta a manager or a Nova Poshta plugin writes, under
 * the key the shop is set up with (src/server/tracking/settings.ts); null when there is none.
 */
export function orderWaybill(order: WooOrder, metaKey: string): string | null {
  const value = metaValue(order.meta_data, metaKey);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text || null;
}

/** The phone Nova Poshta knows the recipient by: the shipping phone (a gift's recipient), else billing. */
export function orderRecipientPhone(order: WooOrder): string {
  return order.shipping.phone || order.billing.phone || '';
}

export function mapOrder(order: WooOrder): ShopOrder {
  const lng = metaText(order.meta_data, ORDER_META.lang);
  const created = order.date_created_gmt ?? order.date_created;
  const lines = order.line_items.map((l) => ({
    name: l.name,
    quantity: l.quantity,
    subtotal: amount(l.subtotal),
    total: amount(l.total),
    details: l.meta_data.flatMap((m) =>
      SHOWN_LINE_META.includes(m.key) && typeof m.value === 'string' ? [m.value] : [],
    ),
  }));
  const feeLines = order.fee_lines.map((f) => ({ id: f.id, name: f.name, total: amount(f.total) }));
  return {
    id: order.id,
    number: order.number,
    orderKey: order.order_key,
    status: order.status,
    subtotal: roundMoney(lines.reduce((sum, l) => sum + l.subtotal, 0)),
    discount: amount(order.discount_total),
    fee: roundMoney(feeLines.reduce((sum, f) => sum + f.total, 0)),
    feeLines,
    shipping: amount(order.shipping_total),
    total: amount(order.total),
    currency: order.currency,
    paid: Boolean(order.date_paid),
    createdAt: created ? utc(created) : new Date(0),
    payment: PAYMENT_OF_GATEWAY.get(order.payment_method) ?? null,
    transactionId: order.transaction_id,
    customer: {
      firstName: order.billing.first_name ?? '',
      lastName: order.billing.last_name ?? '',
      email: order.billing.email ?? '',
      phone: order.billing.phone ?? '',
    },
    deliveryAddress: [order.billing.city, order.billing.address_1].filter(Boolean).join(', '),
    lines,
    lng: isLanguage(lng) ? lng : DEFAULT_LANGUAGE,
    idempotencyKey: metaText(order.meta_data, ORDER_META.idempotencyKey) ?? null,
  };
}
