import type { CallbackRequest } from '@/domain/callback/callback-schema';
import type { OrderLine } from '@/domain/checkout/order-lines';
import { CURRENCY } from '@/config/shop';
import type { ServerT } from '@/i18n/server';
import { ORDER_META, orderLineItems } from '@/server/woocommerce/order-payload';
import type { WooOrderCreate } from '@/server/woocommerce/schemas';

/** Order meta that marks a callback purchase (docs/woocommerce.md, "Quick purchase by callback"). */
export const CALLBACK_META = { request: 'callback_request' } as const;

/**
 * WooCommerce's `POST orders` for a callback: on hold (a manager calls, then settles delivery and
 * payment), the lines as ids and quantities WooCommerce prices itself, the phone and name as the
 * billing contact. No e-mail: the shopper gave none, and WooCommerce validates one if it is sent.
 */
export function buildCallbackOrderPayload({
  request,
  lines,
  t,
}: {
  request: CallbackRequest;
  lines: OrderLine[];
  /** The callback namespace in the managers' language. */
  t: ServerT;
}): WooOrderCreate {
  const contact = {
    first_name: request.name ?? '',
    last_name: '',
    phone: request.phone,
    city: '',
    address_1: '',
    address_2: '',
    country: 'UA',
  };
  return {
    status: 'on-hold',
    currency: CURRENCY,
    set_paid: false,
    payment_method: '',
    payment_method_title: t('order.paymentTitle'),
    customer_note: '',
    billing: contact,
    shipping: contact,
    line_items: orderLineItems(lines),
    coupon_lines: [],
    fee_lines: [],
    shipping_lines: [],
    meta_data: [
      { key: CALLBACK_META.request, value: 'yes' },
      { key: ORDER_META.lang, value: request.locale },
    ],
  };
}
