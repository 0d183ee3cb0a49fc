import type { ServerT } from '@/i18n/server';
import type { OrderRequest } from '@/domain/checkout/order-schema';

/*
 * What a manager needs to fulfil an order that WooCommerce's order screen does not show: order meta
 * appears only in its Custom Fields box (hidden by default), so the gift's recipient and message, the
 * courier's entrance, apartment and comment, and the shopper's language are written once as a private
 * order note, in Ukrainian, beside the order's history.
 */
export function managerNote(request: OrderRequest, t: ServerT): string {
  const { delivery, recipient } = request;
  const place =
    delivery.method === 'courier'
      ? [
          delivery.street,
          delivery.house,
          delivery.entrance && `під'їзд ${delivery.entrance}`,
          delivery.apartment && `кв. ${delivery.apartment}`,
        ]
      : [delivery.department];
  const lines = [
    `Доставка: ${t(`delivery.${delivery.method}`)}, ${[delivery.city, ...place].filter(Boolean).join(', ')}`,
    delivery.comment && `Коментар до доставки: ${delivery.comment}`,
    recipient && `Подарунок для: ${recipient.name} ${recipient.surname}, ${recipient.phone}`,
    recipient?.message && `Побажання до подарунка: «${recipient.message}»`,
    recipient?.from && `Від кого: ${recipient.from}`,
    `Оплата: ${t(`payment.${request.payment}`)}`,
    request.locale !== 'uk' && `Мова покупця: ${request.locale}`,
    request.subscribe && 'Покупець підписався на новини',
  ];
  return lines.filter(Boolean).join('\n');
}
