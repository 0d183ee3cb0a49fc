import { z } from 'zod';
import type { Product, ProductAttribute } from '@/domain/catalogue/product';
import type { ProductFacts, ProductReview, ProductVariation } from '@/domain/catalogue/product-detail';

/** WooCommerce's variations and attributes reshaped for the product page; pure, so tests need no network. */

const imageSchema = z.object({ src: z.string() }).nullish();

export const wooVariationSchema = z.object({
  id: z.number(),
  sku: z.string().default(''),
  price: z.string().default(''),
  regular_price: z.string().default(''),
  sale_price: z.string().default(''),
  on_sale: z.boolean().default(false),
  stock_status: z.string().default('instock'),
  menu_order: z.number().default(0),
  image: imageSchema,
  attributes: z.array(z.object({ id: z.number(), name: z.string(), option: z.string() })).default([]),
});
export type WooVariation = z.infer<typeof wooVariationSchema>;

/** The global attribute that holds a perfume's volume (30/50/100 ml). */
export const VOLUME_ATTRIBUTE_SLUG = 'pa_volume';

function money(value: string): number | null {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

/** "50 мл", "50 ml" → "50-ml": the number is the same in every language, the unit word is not. */
export function volumeKey(volume: string): string {
  const amount = volume.match(/\d+(?:[.,]\d+)?/)?.[0]?.replace(',', '.');
  return amount ? `${amount}-ml` : volume.trim().toLowerCase().replace(/\s+/g, '-');
}

export function mapVariation(
  variation: WooVariation,
  volumeAttributeId: number | undefined,
): ProductVariation {
  const volume =
    variation.attributes.find((attribute) => attribute.id === volumeAttributeId)?.option ??
    variation.attributes[0]?.option ??
    '';
  return {
    id: variation.id,
    sku: variation.sku,
    volume,
    volumeKey: volumeKey(volume),
    price: money(variation.price),
    regularPrice: money(variation.regular_price),
    onSale: variation.on_sale,
    inStock: variation.stock_status !== 'outofstock',
    image: variation.image?.src || null,
  };
}

function attributeText(attributes: readonly ProductAttribute[], slug: string): string {
  return attributes.find((attribute) => attribute.slug === slug)?.options.join(', ') ?? '';
}

export function productFacts(product: Pick<Product, 'attributes'>): ProductFacts {
  return {
    scentType: attributeText(product.attributes, 'pa_scent-type'),
    intensity: attributeText(product.attributes, 'pa_intensity'),
    trail: attributeText(product.attributes, 'pa_trail'),
    ingredients: attributeText(product.attributes, 'pa_ingredient'),
  };
}

export const wooReviewSchema = z.object({
  id: z.number(),
  date_created: z.string().default(''),
  date_created_gmt: z.string().optional(),
  reviewer: z.string().default(''),
  review: z.string().default(''),
  rating: z.number().default(0),
  status: z.string().optional(),
});
export type WooReview = z.infer<typeof wooReviewSchema>;

export function mapReview(review: WooReview): ProductReview {
  return {
    id: review.id,
    reviewer: review.reviewer.trim(),
    // WooCommerce's GMT time carries no zone designator; the plain one is the site's local time.
    date: review.date_created_gmt ? `${review.date_created_gmt.replace(/Z$/, '')}Z` : review.date_created,
    rating: Math.min(5, Math.max(0, review.rating)),
    html: review.review,
  };
}
