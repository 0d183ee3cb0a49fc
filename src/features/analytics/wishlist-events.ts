import { pushEcommerce } from './data-layer';
import { valuedItems, type Ga4Item } from './ga4-items';

/** add_to_wishlist when a heart saves a product: GA4's currency, value and items, as add_to_cart. */
export function trackAddToWishlist(item: Ga4Item): void {
  pushEcommerce('add_to_wishlist', valuedItems([item]));
}
