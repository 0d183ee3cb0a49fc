/** One aroma a set can hold (spec §3: groups sweet, fresh, spicy, citrus). */
export type Aroma = {
  id: number;
  title: string;
  image: string;
  group: 'sweet' | 'fresh' | 'spicy' | 'citrus';
  /** A sold-out sample stays on its tab, but cannot be picked (set-rules.ts). */
  inStock: boolean;
  description?: string;
  /** The full perfume this is a 2 ml sample of (its product id), when the shop linked them. */
  perfumeId?: number;
};

/** The set product the builder fills: its id and price go on the cart line. */
export type SetProduct = {
  id: number;
  title: string;
  /** UAH, from the product (the shop shows 329 for six). */
  price: number;
  inStock: boolean;
  image?: string;
  slug?: string;
  sku?: string;
  variation_id?: number;
};
