/** One aroma a set can hold (spec §3: groups sweet, fresh, spicy, citrus). */
export type Aroma = {
  id: number;
  title: string;
  image: string;
  group: 'sweet' | 'fresh' | 'spicy' | 'citrus';
  description?: string;
};

/** The set product the builder fills: its id and price go on the cart line. */
export type SetProduct = {
  id: number;
  title: string;
  /** UAH, from the product (the shop shows 329 for six). */
  price: number;
  image?: string;
  slug?: string;
  sku?: string;
  variation_id?: number;
};
