import type { CartItem } from '@/domain/cart/cart-item';
import type { CallbackRequest } from '@/domain/callback/callback-schema';
import { cartToOrderLines } from '@/domain/cart/cart-order-lines';

/** What a callback orders: ids and counts only, as the checkout sends them; the server prices them. */
export type CallbackLines = Pick<CallbackRequest, 'items'> &
  Partial<Pick<CallbackRequest, 'sets' | 'gifts' | 'certificates'>>;

/** The basket's lines and chosen gifts, the way the checkout sends them. */
export function basketCallbackLines(cart: CartItem[], gifts: number[]): CallbackLines {
  return { ...cartToOrderLines(cart), gifts };
}
