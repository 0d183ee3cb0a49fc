import type { CartItem } from '@/domain/cart/cart-item';
import { lineKey } from '@/domain/cart/cart-rules';
import type { CheckoutSummary } from './checkout-summary';

/** The answer of POST /api/checkout/quote. */
export type QuoteAnswer = CheckoutSummary & {
  goods: number;
  /** Unit prices in the order of the request's items, sets and certificates. */
  prices: { items: number[]; sets: number[]; certificates: number[] };
  promo?: { code: string; error?: { code: string; message: string } };
};

/**
 * The server's unit price of each cart line, by line key. The quote lists prices in the order the
 * request listed the lines of each kind (cartToOrderLines keeps the cart's order), so the n-th
 * product line of the cart has the n-th item price.
 */
export function quotedUnitPrices(cart: CartItem[], prices: QuoteAnswer['prices']): Map<string, number> {
  const next = { product: 0, set: 0, certificate: 0 };
  const listOf = { product: prices.items, set: prices.sets, certificate: prices.certificates };
  const result = new Map<string, number>();
  for (const line of cart) {
    const price = listOf[line.kind][next[line.kind]++];
    if (price !== undefined) result.set(lineKey(line), price);
  }
  return result;
}

/** The cart with the server's unit prices where it has given them. */
export function withUnitPrices(cart: CartItem[], unitPrices: Map<string, number>): CartItem[] {
  return cart.map((line) => {
    const price = unitPrices.get(lineKey(line));
    return price === undefined || price === line.price ? line : { ...line, price };
  });
}
