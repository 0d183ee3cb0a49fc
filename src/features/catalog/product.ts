/** The storefront's own product and category shapes; no WooCommerce field name reaches past src/server. */

export type ProductImage = { src: string; alt: string };

export type ProductTerm = { id: number; slug: string; name: string };

export type ProductAttribute = {
  id: number;
  name: string;
  slug: string;
  variation: boolean;
  options: string[];
};

export type ProductNotes = { top: string; heart: string; base: string };

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
