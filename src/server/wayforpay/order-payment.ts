import type { Language } from '@/config/shop';
import { CURRENCY } from '@/config/shop';
import { localizedPath } from '@/i18n/languages';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import { purchaseForm, type FormField, type PurchaseLine } from './purchase';

const WAYFORPAY_LANGUAGE: Record<Language, 'UA' | 'EN' | 'RU'> = { uk: 'UA', en: 'EN', ru: 'RU' };

/** WayForPay's reference for our order; the payment notification finds the order by it. */
export function orderReference(orderId: number): string {
  return `WC-${orderId}`;
}

/**
 * The order a reference of ours names, or null: only the exact form `orderReference` writes counts
 * (`WC-0391` or `WC-391.0` is not order 391), so no other spelling can reach an order.
 */
export function orderIdFromReference(reference: string): number | null {
  const id = Number(/^WC-(\d{1,15})$/.exec(reference)?.[1]);
  return id > 0 && orderReference(id) === reference ? id : null;
}

/**
 * Where WayForPay returns the shopper. The order key, as on WooCommerce's own order-received page,
 * makes the address unguessable: an order id alone shows nobody's order.
 */
export function checkoutResultUrl(siteUrl: string, lng: Language, order: Pick<ShopOrder, 'id' | 'orderKey'>) {
  const query = new URLSearchParams({ order: String(order.id), key: order.orderKey });
  return `${siteUrl}${localizedPath(lng, '/checkout/result')}?${query}`;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * The pay page lists the goods as WooCommerce charged them (after the discount) plus the card fee;
 * when a line's total does not split into whole kopecks per piece, the order is one line, so the
 * lines always add up to the amount.
 */
function purchaseLines(order: ShopOrder): PurchaseLine[] {
  const lines: PurchaseLine[] = [
    ...order.lines.map((l) => ({ name: l.name, count: l.quantity, price: l.total / l.quantity })),
    ...order.feeLines.map((f) => ({ name: f.name, count: 1, price: f.total })),
  ];
  const exact = lines.every((l) => Number.isInteger(Math.round(l.price * 100 * 1e6) / 1e6));
  const sum = lines.reduce((s, l) => s + cents(l.price) * l.count, 0);
  if (exact && sum === cents(order.total)) return lines;
  return [{ name: `Order ${order.number}`, count: 1, price: order.total }];
}

type WayforpaySettings = {
  merchantAccount: string;
  secretKey: string;
  payUrl: string;
  siteUrl: string;
};

/** `{action, fields}`: the browser posts `fields` (name/value pairs, in order) to `action`. */
export function orderPaymentForm(
  order: ShopOrder,
  lng: Language,
  settings: WayforpaySettings,
): { action: string; fields: FormField[] } {
  const fields = purchaseForm({
    merchantAccount: settings.merchantAccount,
    merchantDomainName: new URL(settings.siteUrl).hostname,
    secretKey: settings.secretKey,
    orderReference: orderReference(order.id),
    // The order's own creation time, so a repeated request for the same order signs the same form.
    orderDate: Math.floor(order.createdAt.getTime() / 1000),
    amount: order.total,
    currency: CURRENCY,
    lines: purchaseLines(order),
    returnUrl: checkoutResultUrl(settings.siteUrl, lng, order),
    serviceUrl: `${settings.siteUrl}/api/payment/wayforpay`,
    language: WAYFORPAY_LANGUAGE[lng],
    clientEmail: order.customer.email,
    clientPhone: order.customer.phone,
    clientFirstName: order.customer.firstName,
    clientLastName: order.customer.lastName,
  });
  return { action: settings.payUrl, fields };
}
