import { z } from 'zod';

/**
 * WooCommerce REST v3 wire formats, as much of them as the storefront reads, and the bodies it
 * writes. Nothing outside src/server/woocommerce sees these shapes: the map-*.ts files turn them
 * into the domain's types.
 */

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

const metaSchema = z.object({ id: z.number().optional(), key: z.string(), value: z.unknown() });

/**
 * Stock as REST answers it: `manage_stock` is `"parent"` on a variation that sells its parent's stock
 * (its `stock_quantity` and `backorders` are then the parent's); `backorders` is no, notify or yes.
 */
const stockFields = {
  manage_stock: z.union([z.boolean(), z.literal('parent')]).default(false),
  stock_quantity: z.number().nullish(),
  backorders: z.string().default('no'),
};
export type WooMeta = z.infer<typeof metaSchema>;

/** WooCommerce writes amounts as decimal strings, now and then as numbers. */
const amountSchema = z.union([z.string(), z.number()]);

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
  total_sales: z.coerce.number().default(0),
  date_created: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  stock_status: z.string().default('instock'),
  ...stockFields,
  categories: z.array(termSchema).default([]),
  tags: z.array(termSchema).default([]),
  images: z.array(imageSchema).default([]),
  attributes: z.array(attributeSchema).default([]),
  variations: z.array(z.number()).default([]),
  meta_data: z.array(metaSchema).default([]),
});
export type WooProduct = z.infer<typeof wooProductSchema>;

/** `products/{id}/variations`: one per volume of a perfume, one per denomination of a certificate. */
export const wooVariationSchema = z.object({
  id: z.number(),
  sku: z.string().default(''),
  price: z.string().default(''),
  regular_price: z.string().default(''),
  sale_price: z.string().default(''),
  on_sale: z.boolean().default(false),
  status: z.string().default('publish'),
  purchasable: z.boolean().default(true),
  stock_status: z.string().default('instock'),
  ...stockFields,
  menu_order: z.number().default(0),
  image: z.object({ src: z.string() }).nullish(),
  attributes: z
    .array(z.object({ id: z.number().optional(), name: z.string(), option: z.string() }))
    .default([]),
});
export type WooVariation = z.infer<typeof wooVariationSchema>;

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

export const wooAttributeSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

/** A global attribute's term; `name` is WooCommerce's one (Ukrainian) name, `slug` the filters' key. */
export const wooAttributeTermSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const wooReviewSchema = z.object({
  id: z.number(),
  product_id: z.number().default(0),
  date_created: z.string().default(''),
  date_created_gmt: z.string().optional(),
  reviewer: z.string().default(''),
  review: z.string().default(''),
  rating: z.number().default(0),
  status: z.string().optional(),
});
export type WooReview = z.infer<typeof wooReviewSchema>;

const idList = z.array(z.number()).default([]);

export const wooCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  amount: z.string().default('0'),
  discount_type: z.enum(['percent', 'fixed_cart', 'fixed_product']).catch('fixed_cart'),
  date_expires_gmt: z.string().nullish(),
  date_expires: z.string().nullish(),
  usage_count: z.number().default(0),
  usage_limit: z.number().nullish(),
  usage_limit_per_user: z.number().nullish(),
  used_by: z.array(z.union([z.string(), z.number()]).transform(String)).default([]),
  product_ids: idList,
  excluded_product_ids: idList,
  product_categories: idList,
  excluded_product_categories: idList,
  exclude_sale_items: z.boolean().default(false),
  minimum_amount: z.string().default('0'),
  maximum_amount: z.string().default('0'),
  email_restrictions: z.array(z.string()).default([]),
  free_shipping: z.boolean().default(false),
});
export type WooCoupon = z.infer<typeof wooCouponSchema>;

export const wooOrderSchema = z.object({
  id: z.number(),
  number: z.union([z.string(), z.number()]).transform(String),
  status: z.string(),
  order_key: z.string().default(''),
  currency: z.string().default('UAH'),
  total: amountSchema,
  discount_total: amountSchema,
  shipping_total: amountSchema,
  date_created_gmt: z.string().nullish(),
  date_created: z.string().nullish(),
  date_paid: z.string().nullish(),
  payment_method: z.string().default(''),
  transaction_id: z.string().default(''),
  billing: z
    .object({
      first_name: z.string().default(''),
      last_name: z.string().default(''),
      email: z.string().default(''),
      phone: z.string().default(''),
      city: z.string().default(''),
      address_1: z.string().default(''),
    })
    .partial()
    .default({}),
  shipping: z
    .object({ phone: z.string().default('') })
    .partial()
    .default({}),
  line_items: z
    .array(
      z.object({
        name: z.string(),
        quantity: z.number(),
        subtotal: amountSchema,
        total: amountSchema,
        meta_data: z.array(metaSchema).default([]),
      }),
    )
    .default([]),
  fee_lines: z.array(z.object({ id: z.number(), name: z.string(), total: amountSchema })).default([]),
  meta_data: z.array(metaSchema).default([]),
});
export type WooOrder = z.infer<typeof wooOrderSchema>;

export const wooOrderNoteSchema = z.object({ id: z.number() });

export const wooCustomerSchema = z.object({
  id: z.number(),
  email: z.string(),
  meta_data: z.array(metaSchema).default([]),
});

// ---- What the storefront writes ----

type WooMetaWrite = { key: string; value: string };

type WooAddressWrite = {
  first_name: string;
  last_name: string;
  phone: string;
  city: string;
  address_1: string;
  address_2: string;
  country: string;
};

type WooOrderStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'failed';

/** `POST orders`: ids and quantities only; WooCommerce prices the lines and applies the coupon. */
export type WooOrderCreate = {
  status: WooOrderStatus;
  currency: string;
  set_paid: boolean;
  payment_method: string;
  payment_method_title: string;
  customer_note: string;
  /** `email` may be left out (a callback purchase has none); WooCommerce refuses an empty or invalid one. */
  billing: WooAddressWrite & { email?: string };
  shipping: WooAddressWrite;
  line_items: { product_id: number; variation_id?: number; quantity: number; meta_data?: WooMetaWrite[] }[];
  coupon_lines: { code: string }[];
  fee_lines: { name: string; tax_status: 'taxable' | 'none'; total: string }[];
  shipping_lines: { method_id: string; method_title: string; total: string }[];
  meta_data: WooMetaWrite[];
};

/** `PUT orders/{id}`: `set_paid` is write-only (status → processing, stock reduced, date_paid set). */
export type WooOrderUpdate = {
  status?: WooOrderStatus;
  set_paid?: boolean;
  transaction_id?: string;
  fee_lines?: { id: number; name: string; total: string }[];
};

/** `customer_note: false` keeps the note private: the shopper is not e-mailed. */
type WooOrderNoteCreate = { note: string; customer_note: boolean };

type WooCustomerCreate = {
  email: string;
  first_name: string;
  last_name: string;
  meta_data: WooMetaWrite[];
};

type WooCustomerUpdate = { meta_data: WooMetaWrite[] };

/** `POST coupons` for a prize: WooCommerce takes amounts as decimal strings. */
export type WooCouponCreate = {
  code: string;
  amount: string;
  discount_type: 'percent' | 'fixed_cart';
  description: string;
  date_expires: string;
  individual_use: boolean;
  usage_limit: number;
  usage_limit_per_user: number;
  free_shipping: boolean;
  email_restrictions: string[];
  meta_data: WooMetaWrite[];
};

/** A review as the storefront writes it: always `hold`, as WooCommerce's default publishes it. */
export type WooReviewCreate = {
  product_id: number;
  review: string;
  reviewer: string;
  reviewer_email: string;
  rating: number;
  status: 'hold';
};

/** Every write the storefront makes, by path: the client takes only these bodies. */
export type WooWrites = {
  coupons: WooCouponCreate;
  'products/reviews': WooReviewCreate;
  orders: WooOrderCreate;
  [order: `orders/${number}`]: WooOrderUpdate;
  [note: `orders/${number}/notes`]: WooOrderNoteCreate;
  customers: WooCustomerCreate;
  [customer: `customers/${number}`]: WooCustomerUpdate;
};
