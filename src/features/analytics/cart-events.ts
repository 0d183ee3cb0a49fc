import type { CartItem } from '@/domain/cart/cart-item';
import { pushEcommerce } from './data-layer';
import { cartLineToGa4Item, valuedItems } from './ga4-items';

/** view_cart: every line of the basket as the shopper sees it when it opens. */
export function trackViewCart(cart: readonly CartItem[]): void {
  pushEcommerce('view_cart', valuedItems(cart.map((line, index) => cartLineToGa4Item(line, index))));
}

/** remove_from_cart for the pieces that leave a line: all of them, or the drop when its count falls. */
export function trackRemoveFromCart(line: CartItem, nextCount = 0): void {
  const removed = line.count - Math.max(nextCount, 0);
  if (removed <= 0) return;
  pushEcommerce('remove_from_cart', valuedItems([cartLineToGa4Item({ ...line, count: removed })]));
}

/** add_to_cart for lines added outside AddToCartButton (discovery sets, certificates). */
export function trackAddToCart(line: CartItem): void {
  pushEcommerce('add_to_cart', valuedItems([cartLineToGa4Item(line)]));
}
