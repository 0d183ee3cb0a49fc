import type { Requisites } from './site-options';

/**
 * The payment purpose with the order's number in place of `{order}`; before there is an order, an
 * ellipsis the shopper replaces (the manager's message names the number).
 */
export function paymentPurpose(requisites: Requisites, orderNumber?: string | null): string {
  return requisites.purpose.replaceAll('{order}', orderNumber || '…');
}

/** The popup shows requisites only when the options page has the account itself. */
export function hasRequisites(requisites: Requisites): boolean {
  return Boolean(requisites.recipient && requisites.iban);
}
