import type { ServerT } from '@/i18n/server';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import type { Shipment } from '@/domain/checkout/shipment';

/*
 * What a manager needs to fulfil an order that WooCommerce's order screen does not show: order meta
 * appears only in its Custom Fields box (hidden by default), so the gift's recipient and message, the
 * courier's entrance, apartment and comment, a request to ship the order with the shopper's previous
 * one, and the shopper's language are written once as a private order note, in Ukrainian, beside the
 * order's history. An order of electronic certificates only reads "Доставка: Електронною поштою":
 * each certificate's line names the e-mail it goes to.
 */
export function managerNote(request: OrderRequest, shipment: Shipment, t: ServerT): string {
  const { recipient } = request;
  const lines = [
    `Доставка: ${deliveryOf(shipment, t)}`,
    shipment.method !== 'email' && shipment.comment && `Коментар до доставки: ${shipment.comment}`,
    // Spec §3's add-order checkbox; the manager finds the previous order and sends both together.
    shipment.method !== 'email' &&
      shipment.joinPrevious &&
      'Покупець просить додати до попереднього замовлення й надіслати разом',
    recipient && `Подарунок для: ${recipient.name} ${recipient.surname}, ${recipient.phone}`,
    recipient?.message && `Побажання до подарунка: «${recipient.message}»`,
    recipient?.from && `Від кого: ${recipient.from}`,
    `Оплата: ${t(`payment.${request.payment}`)}`,
    request.locale !== 'uk' && `Мова покупця: ${request.locale}`,
    request.subscribe && 'Покупець підписався на новини',
  ];
  return lines.filter(Boolean).join('\n');
}

function deliveryOf(shipment: Shipment, t: ServerT): string {
  const method = t(`delivery.${shipment.method}`);
  if (shipment.method === 'email') return method;
  const place =
    shipment.method === 'courier'
      ? [
          shipment.street,
          shipment.house,
          shipment.entrance && `під'їзд ${shipment.entrance}`,
          shipment.apartment && `кв. ${shipment.apartment}`,
        ]
      : [shipment.department];
  return `${method}, ${[shipment.city, ...place].filter(Boolean).join(', ')}`;
}
