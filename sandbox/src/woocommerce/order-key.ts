import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * WooCommerce's wc_generate_order_key(): `wc_order_` and wp_generate_password(13, false), letters
 * and digits. The key is what lets a shopper see an order without an account, so the demo orders'
 * keys are random too: one derived from the order's id could be worked out by anyone.
 */
export function newOrderKey(): string {
  let key = '';
  for (let i = 0; i < 13; i += 1) key += ALPHABET[randomInt(ALPHABET.length)];
  return `wc_order_${key}`;
}
