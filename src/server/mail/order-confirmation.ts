import 'server-only';
import { serverT } from '@/i18n/server';
import type { PaymentMethod } from '@/domain/checkout/order-schema';
import type { ShippingMethod } from '@/domain/checkout/shipment';
import { trackingPath } from '@/domain/tracking/tracking-link';
import type { Language } from '@/config/shop';
import { serverEnv } from '@/server/env';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import { mailFrom, mailTransport } from './transport';
import { redactEmail } from '@/server/logging/redact';

export type ConfirmationInput = {
  order: ShopOrder;
  lng: Language;
  payment: PaymentMethod;
  /** How the order travels; an e-mail order has no address and no delivery cost to name. */
  shipping: ShippingMethod;
  /** The shopper asked to add the order to their previous one and ship them together (spec §3). */
  joinPrevious?: boolean;
  recipientName?: string;
  /** The storefront's public URL, for the tracking link; SITE_URL when not given. */
  siteUrl?: string;
};

const money = (n: number) => `${n.toFixed(2)} ₴`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Subject, text and HTML of the confirmation, in the order's language. Pure, so it is tested without SMTP. */
export function orderConfirmationMessage({
  order,
  lng,
  payment,
  shipping,
  joinPrevious = false,
  recipientName,
  siteUrl = serverEnv().siteUrl,
}: ConfirmationInput) {
  const t = serverT(lng, 'checkout');
  const tracking = serverT(lng, 'tracking');
  // The order's own tracking page: its key lets the shopper (and only them) follow the parcel.
  const trackingUrl = order.orderKey ? `${siteUrl}${trackingPath(lng, order.number, order.orderKey)}` : '';
  const note = t(`email.${payment}Note`);
  const lines = order.lines.map((l) => {
    const extra = l.details.length ? ` (${l.details.join('; ')})` : '';
    return `${l.name}${extra} × ${l.quantity} — ${money(l.subtotal)}`;
  });
  const totals: [string, string][] = [
    [t('email.subtotal'), money(order.subtotal)],
    ...(order.discount > 0 ? [[t('email.discount'), `−${money(order.discount)}`] as [string, string]] : []),
    ...(order.fee > 0 ? [[t('email.fee'), money(order.fee)] as [string, string]] : []),
    ...(shipping === 'email'
      ? []
      : [
          [
            t('email.shipping'),
            order.shipping > 0 ? money(order.shipping) : t('email.shippingAtCarrierRates'),
          ] as [string, string],
        ]),
    [t('email.total'), money(order.total)],
  ];
  const facts: [string, string][] = [
    [t('email.delivery'), [t(`delivery.${shipping}`), order.deliveryAddress].filter(Boolean).join(': ')],
    ...(joinPrevious ? [[t('email.joinPrevious'), ''] as [string, string]] : []),
    [t('email.paymentMethod'), t(`payment.${payment}`)],
    ...(recipientName ? [[t('email.giftFor', { name: recipientName }), ''] as [string, string]] : []),
  ];
  const subject = t('email.subject', { number: order.number });
  const greeting = t('email.greeting', { name: order.customer.firstName });
  const text = [
    greeting,
    '',
    t('email.intro'),
    '',
    ...lines,
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    '',
    ...facts.map(([k, v]) => (v ? `${k}: ${v}` : k)),
    '',
    note,
    '',
    ...(trackingUrl ? [tracking('link.email', { url: trackingUrl }), ''] : []),
    t('email.signature'),
  ].join('\n');
  const row = ([k, v]: [string, string]) => `<tr><td>${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t('email.intro'))}</p>`,
    `<h3>${escapeHtml(t('email.lines'))}</h3>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<table>${totals.map(row).join('')}</table>`,
    `<table>${facts.map(row).join('')}</table>`,
    `<p><strong>${escapeHtml(note)}</strong></p>`,
    ...(trackingUrl
      ? [`<p><a href="${escapeHtml(trackingUrl)}">${escapeHtml(tracking('link.text'))}</a></p>`]
      : []),
    `<p>${escapeHtml(t('email.signature'))}</p>`,
  ].join('\n');
  return { subject, text, html };
}

/** Sends the confirmation; a failure is logged and never fails the order. */
export async function sendOrderConfirmation(input: ConfirmationInput): Promise<void> {
  try {
    const message = orderConfirmationMessage(input);
    await mailTransport().sendMail({ from: mailFrom(), to: input.order.customer.email, ...message });
  } catch (error) {
    console.error(
      `order ${input.order.id}: confirmation e-mail to ${redactEmail(input.order.customer.email)} failed`,
      error,
    );
  }
}
