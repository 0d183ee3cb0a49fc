import type { ServerT } from '@/i18n/server';
import type { OrderLine } from '@/domain/checkout/order-lines';
import type { Delivery, OrderRequest, PaymentMethod } from '@/domain/checkout/order-schema';
import type { Shipment } from '@/domain/checkout/shipment';
import { normalizeCouponCode } from '@/domain/promo/coupon-validity';
import { CURRENCY } from '@/config/shop';
import type { WooOrderCreate } from './schemas';

/** WooCommerce's payment gateway ids for our payment tags; `bacs` is WooCommerce's stock "direct bank transfer". */
export const PAYMENT_GATEWAYS: Record<PaymentMethod, string> = {
  wayforpay: 'wayforpay',
  requisites: 'bacs',
  card: 'card_transfer',
};

/** Order meta the storefront writes and reads back (docs/woocommerce.md, orders the storefront creates). */
export const ORDER_META = {
  idempotencyKey: '_idempotency_key',
  lang: 'lang',
  utm: 'utm',
  subscribe: 'subscribe',
} as const;

/** The fee line's name as managers see it in WooCommerce. */
export const CARD_FEE_LINE_NAME = 'Card payment commission 2%';

type OrderPayloadInput = {
  request: OrderRequest;
  /** From `shipmentOf`: the order's lines decide whether it travels by post or by e-mail. */
  shipment: Shipment;
  /** From `resolveOrderLines`: catalogue products only; the browser's prices never get here. */
  lines: OrderLine[];
  /** The 2% card fee in UAH, 0 when not paying by card online. */
  fee: number;
  idempotencyKey: string;
  t: ServerT;
};

function address(delivery: Delivery): { address_1: string; address_2: string } {
  if (delivery.method !== 'courier') return { address_1: delivery.department ?? '', address_2: '' };
  // Managers read Ukrainian; the parts are also kept one by one in the order meta.
  const extra = [
    delivery.entrance && `під'їзд ${delivery.entrance}`,
    delivery.apartment && `кв. ${delivery.apartment}`,
  ];
  return {
    address_1: [delivery.street, delivery.house].filter(Boolean).join(', '),
    address_2: extra.filter(Boolean).join(', '),
  };
}

function deliveryMeta(delivery: Delivery) {
  const fields: [string, string | undefined][] = [
    ['delivery_method', delivery.method],
    ['delivery_city', delivery.city],
    ['delivery_city_ref', delivery.cityRef],
    ['delivery_department', delivery.department],
    ['delivery_department_ref', delivery.departmentRef],
    ['delivery_street', delivery.street],
    ['delivery_street_ref', delivery.streetRef],
    ['delivery_house', delivery.house],
    ['delivery_entrance', delivery.entrance],
    ['delivery_apartment', delivery.apartment],
    ['delivery_comment', delivery.comment],
    // Spec §3's add-order checkbox: the shopper asks to ship this with their previous order. Only a
    // request: a manager finds that order and joins the parcels; absent when not asked.
    ['delivery_join_previous', delivery.joinPrevious ? 'yes' : undefined],
  ];
  return fields.flatMap(([key, value]) => (value ? [{ key, value }] : []));
}

/** Where the order goes: a city and a branch or an address by post, none by e-mail. */
function placeOf(shipment: Shipment) {
  if (shipment.method === 'email') return { city: '', address_1: '', address_2: '', country: 'UA' };
  return { city: shipment.city, ...address(shipment), country: 'UA' };
}

/**
 * The shipping line records the method for the manager, at 0 either way. Spec §9: delivery is at the
 * carrier's tariffs, paid to Nova Poshta on receipt, so the shop charges nothing for it; an e-mail
 * costs nothing. An order by e-mail carries its method in `delivery_method` and no Nova Poshta meta.
 */
function shippingOf(shipment: Shipment, t: ServerT) {
  const title = t(`delivery.${shipment.method}`);
  if (shipment.method === 'email') {
    return {
      lines: [{ method_id: 'email', method_title: title, total: '0' }],
      meta: [{ key: 'delivery_method', value: 'email' }],
    };
  }
  return {
    lines: [{ method_id: `nova_poshta_${shipment.method}`, method_title: title, total: '0' }],
    meta: deliveryMeta(shipment),
  };
}

/** The order's lines as WooCommerce takes them: ids and quantities it prices itself, with the lines' meta. */
export function orderLineItems(lines: OrderLine[]): WooOrderCreate['line_items'] {
  return lines.map((line) => ({
    product_id: line.productId,
    ...(line.variationId ? { variation_id: line.variationId } : {}),
    quantity: line.quantity,
    ...(line.meta.length ? { meta_data: line.meta } : {}),
  }));
}

/**
 * The body of WooCommerce's `POST orders`. Line items carry ids and quantities only: WooCommerce
 * prices them from its catalogue, applies the coupon and counts its use.
 */
export function buildOrderPayload({
  request,
  shipment,
  lines,
  fee,
  idempotencyKey,
  t,
}: OrderPayloadInput): WooOrderCreate {
  const { customer, recipient, payment } = request;
  const place = placeOf(shipment);
  const shipping = shippingOf(shipment, t);
  const giftMeta = recipient
    ? [
        { key: 'gift_recipient', value: `${recipient.name} ${recipient.surname}, ${recipient.phone}` },
        ...(recipient.message ? [{ key: 'gift_message', value: recipient.message }] : []),
        ...(recipient.from ? [{ key: 'gift_from', value: recipient.from }] : []),
      ]
    : [];
  return {
    status: payment === 'wayforpay' ? 'pending' : 'on-hold',
    currency: CURRENCY,
    set_paid: false,
    payment_method: PAYMENT_GATEWAYS[payment],
    payment_method_title: t(`payment.${payment}`),
    customer_note: request.comment ?? '',
    billing: {
      first_name: customer.name,
      last_name: customer.surname,
      email: customer.email,
      phone: customer.phone,
      ...place,
    },
    shipping: {
      first_name: recipient?.name ?? customer.name,
      last_name: recipient?.surname ?? customer.surname,
      phone: recipient?.phone ?? customer.phone,
      ...place,
    },
    line_items: orderLineItems(lines),
    coupon_lines: request.promo ? [{ code: normalizeCouponCode(request.promo) }] : [],
    fee_lines: fee > 0 ? [{ name: CARD_FEE_LINE_NAME, tax_status: 'none', total: fee.toFixed(2) }] : [],
    shipping_lines: shipping.lines,
    meta_data: [
      { key: ORDER_META.idempotencyKey, value: idempotencyKey },
      { key: ORDER_META.lang, value: request.locale },
      ...(request.utm ? [{ key: ORDER_META.utm, value: JSON.stringify(request.utm) }] : []),
      ...giftMeta,
      ...shipping.meta,
      { key: ORDER_META.subscribe, value: request.subscribe ? 'yes' : 'no' },
    ],
  };
}
