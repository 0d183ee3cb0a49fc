/**
 * What a page knows about whether something can be bought now. `price` is null when the platform
 * gives none (not for sale); something without a price of its own (an aroma inside a set) leaves it
 * out.
 */
export type Offer = { inStock: boolean; price?: number | null };

/**
 * The one rule behind every way into the cart (the product page's button, the set builder's aromas
 * and set, the certificates, the gift list): a sold-out item, or one without a price, is not added.
 * The server refuses such a line when the order is placed as well (src/domain/checkout/order-lines.ts);
 * this rule spares the shopper from meeting that refusal only at checkout.
 */
export function canAdd(offer: Offer): boolean {
  return offer.inStock && offer.price !== null;
}
