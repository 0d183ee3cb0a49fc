import type { SetSize } from '@/domain/cart/cart-item';

/** The storefront's own product and category shapes; no WooCommerce field name reaches past src/server. */

export type ProductImage = { src: string; alt: string };

type ProductTerm = { id: number; slug: string; name: string };

export type ProductAttribute = {
  id: number;
  name: string;
  slug: string;
  variation: boolean;
  options: string[];
};

type ProductNotes = { top: string; heart: string; base: string };

export type Product = {
  id: number;
  slug: string;
  name: string;
  type: string;
  sku: string;
  /** UAH; null when the platform gives no price. */
  price: number | null;
  regularPrice: number | null;
  onSale: boolean;
  /** Millilitres `price` is for (card-price.ts priceVolumeMl); null without a volume attribute. */
  priceVolumeMl: number | null;
  description: string;
  shortDescription: string;
  rating: number;
  ratingCount: number;
  inStock: boolean;
  images: ProductImage[];
  categories: ProductTerm[];
  tags: ProductTerm[];
  attributes: ProductAttribute[];
  variationIds: number[];
  notes: ProductNotes;
  composition: string;
  storage: string;
  /** A discovery-set product: how many aromas it holds (its page is the set builder). */
  setSize: SetSize | null;
};

export type Category = {
  id: number;
  slug: string;
  name: string;
  parentId: number;
  description: string;
  image: ProductImage | null;
  count: number;
  order: number;
};

/** A taxonomy term as a filter shows it: the slug goes in the URL, the name on screen. */
export interface TermRef {
  slug: string;
  name: string;
}

/**
 * The catalogue's filterable attributes. The keys are what the URL says (`?scent=…`); the values are
 * WooCommerce's global attribute slugs they are read from (docs/woocommerce.md).
 */
export const FACET_ATTRIBUTES = {
  intensity: 'pa_intensity',
  trail: 'pa_trail',
  ingredient: 'pa_ingredient',
  scent: 'pa_scent-type',
} as const;

export type FacetKey = keyof typeof FACET_ATTRIBUTES;

/** The global attribute that holds a perfume's volume (30/50/100 ml): one variation per volume. */
export const VOLUME_ATTRIBUTE = 'pa_volume';

/** In the order filters are shown and written into the URL. */
export const FACET_KEYS = Object.keys(FACET_ATTRIBUTES) as FacetKey[];

/**
 * A product as a catalogue list needs it: enough to filter, sort, page and draw a card, and nothing
 * that only the product page shows. Plain data, so the list rules are testable without a platform.
 */
export interface ProductSummary {
  id: number;
  slug: string;
  name: string;
  sku: string;
  /** UAH the shopper pays now (the sale price when on sale; a variable product's lowest). */
  price: number;
  regularPrice: number;
  salePrice: number | null;
  onSale: boolean;
  /** Millilitres `price` is for (card-price.ts priceVolumeMl); null without a volume attribute. */
  priceVolumeMl: number | null;
  /** Average of approved reviews, 0–5; 0 when there are none. */
  rating: number;
  ratingCount: number;
  totalSales: number;
  /** ISO 8601. */
  dateCreated: string;
  image: ProductImage | null;
  categories: { id: number; slug: string; name: string }[];
  /** Tag slugs, e.g. bestseller, top. */
  tags: string[];
  facets: Record<FacetKey, TermRef[]>;
  inStock: boolean;
  type: 'simple' | 'variable';
}
