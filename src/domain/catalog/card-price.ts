import { VOLUME_ATTRIBUTE } from './product';

/** "30 мл", "30 ml", "7,5 ml" → 30, 7.5: the number is the same in every language; none → null. */
export function millilitres(volume: string): number | null {
  const amount = volume.match(/\d+(?:[.,]\d+)?/)?.[0];
  return amount ? Number(amount.replace(',', '.')) : null;
}

/** The term names of a product's volume attribute (pa_volume), as its answer lists them; none without one. */
export function volumeOptions(
  attributes: readonly { slug?: string; options: readonly string[] }[],
): readonly string[] {
  return attributes.find((attribute) => attribute.slug === VOLUME_ATTRIBUTE)?.options ?? [];
}

/**
 * The volume (ml) a card's price is for. A variable perfume's list price is its lowest variation's,
 * and WooCommerce's product list does not say which variation that is (only the per-product
 * variations request would, one more call per card). The shop prices a perfume by its volume
 * (30 < 50 < 100 ml, sandbox/src/woocommerce/seed-perfumes.ts), so its smallest volume is its
 * cheapest: that one is shown beside "від …". It is found by number, not taken first in the list:
 * WooCommerce lists a product's terms in the attribute's term order, by name unless staff sort them
 * ("100 мл" before "30 мл"). A simple product is priced for its volume only when it has exactly one.
 * No volume attribute (cosmetics, certificates): null, and the card shows no volume.
 */
export function priceVolumeMl(type: string, options: readonly string[]): number | null {
  const volumes = options.map(millilitres).filter((ml): ml is number => ml !== null && ml > 0);
  if (type !== 'variable') return options.length === 1 && volumes.length === 1 ? volumes[0] : null;
  return volumes.length > 0 ? Math.min(...volumes) : null;
}

/**
 * Whole percent off the regular price, as the sale badge prints it (1300 → 1040 ₴ is 20); null when
 * the price is not below the regular one or the saving rounds to 0 % (a "−0 %" badge says nothing).
 */
export function discountPercent(regular: number, price: number): number | null {
  if (!(regular > 0) || !(price >= 0) || price >= regular) return null;
  const percent = Math.round(((regular - price) / regular) * 100);
  return percent > 0 ? percent : null;
}

export type CardPrice = {
  /** UAH the shopper pays now: a variable product's lowest. */
  amount: number;
  /** A variable product's lowest price reads "від …". */
  from: boolean;
  /** The volume `amount` is for (priceVolumeMl); null: none shown. */
  volumeMl: number | null;
  /**
   * On sale: the regular price, struck through, and the percent off; each null when the list does not
   * give a regular price above `amount` (WooCommerce blanks a variable product's regular_price), and
   * the card then says only that it is on sale.
   */
  sale: { regular: number | null; percent: number | null } | null;
};

type Priced = {
  type: string;
  price: number | null;
  regularPrice: number | null;
  onSale: boolean;
  priceVolumeMl: number | null;
};

/** What a product card's price line says; null when the product has no price to show. */
export function cardPrice(product: Priced): CardPrice | null {
  const { price: amount, regularPrice } = product;
  if (amount === null) return null;
  const percent = regularPrice === null ? null : discountPercent(regularPrice, amount);
  return {
    amount,
    from: product.type === 'variable',
    volumeMl: product.priceVolumeMl,
    sale: product.onSale ? { regular: percent === null ? null : regularPrice, percent } : null,
  };
}
