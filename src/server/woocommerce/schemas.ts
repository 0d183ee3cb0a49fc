import { z } from 'zod';

/** WooCommerce REST v3 wire formats, as much of them as the storefront reads. */

export const wooErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number() }).partial().optional(),
});

const termSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

const imageSchema = z.object({
  id: z.number().optional(),
  src: z.string(),
  alt: z.string().nullish(),
  name: z.string().nullish(),
});

const attributeSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string().optional(),
  variation: z.boolean().optional(),
  options: z.array(z.string()).default([]),
});

const metaSchema = z.object({ key: z.string(), value: z.unknown() });

export const wooProductSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  status: z.string().optional(),
  sku: z.string().default(''),
  // Prices arrive as decimal strings; "" means no price (e.g. a variable product without variations).
  price: z.string().default(''),
  regular_price: z.string().default(''),
  sale_price: z.string().default(''),
  on_sale: z.boolean().default(false),
  description: z.string().default(''),
  short_description: z.string().default(''),
  average_rating: z.string().default('0'),
  rating_count: z.number().default(0),
  stock_status: z.string().default('instock'),
  categories: z.array(termSchema).default([]),
  tags: z.array(termSchema).default([]),
  images: z.array(imageSchema).default([]),
  attributes: z.array(attributeSchema).default([]),
  variations: z.array(z.number()).default([]),
  meta_data: z.array(metaSchema).default([]),
});
export type WooProduct = z.infer<typeof wooProductSchema>;

export const wooCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  parent: z.number().default(0),
  description: z.string().default(''),
  image: imageSchema.nullish(),
  count: z.number().default(0),
  menu_order: z.number().default(0),
});
export type WooCategory = z.infer<typeof wooCategorySchema>;

export const wooTagSchema = termSchema.extend({ count: z.number().default(0) });

/** A product as a catalogue list reads it: the full product plus what sorting needs. */
export const wooProductSummarySchema = wooProductSchema.extend({
  total_sales: z.coerce.number().default(0),
  date_created: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
});
export type WooProductSummary = z.infer<typeof wooProductSummarySchema>;

export const wooAttributeSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** A global attribute's term; `name` is in the request's language, `slug` the same in all. */
export const wooAttributeTermSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });
