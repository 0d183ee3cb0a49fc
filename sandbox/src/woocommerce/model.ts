/** Texts of a translated object, as Polylang keeps one translation per language. */
export interface L10n {
  uk: string;
  en: string;
  ru: string;
}

export type Lang = keyof L10n;
export const LANGS: Lang[] = ['uk', 'en', 'ru'];

export const l10n = (uk: string, en: string, ru: string): L10n => ({ uk, en, ru });
export const same = (text: string): L10n => ({ uk: text, en: text, ru: text });

export type MetaValue = string | number | L10n;

export interface ProductAttributeDoc {
  /** Global attribute id, or 0 for a product's own (local) attribute. */
  id: number;
  name?: L10n;
  termIds?: number[];
  options?: L10n[];
  visible: boolean;
  variation: boolean;
}

export interface ProductDoc {
  id: number;
  slug: string;
  type: 'simple' | 'variable';
  status: 'publish' | 'draft' | 'pending' | 'private' | 'trash';
  featured: boolean;
  menu_order: number;
  sku: string;
  regular_price: string;
  sale_price: string;
  date_created: string;
  date_modified: string;
  total_sales: number;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  manage_stock: boolean;
  virtual: boolean;
  /** Empty unless the product is password-protected. */
  post_password?: string;
  name: L10n;
  description: L10n;
  short_description: L10n;
  category_ids: number[];
  tag_ids: number[];
  images: { id: number; path: string; alt: L10n; featured?: boolean }[];
  attributes: ProductAttributeDoc[];
  variation_ids: number[];
  related_ids: number[];
  meta: { id: number; key: string; value: MetaValue }[];
}

export interface VariationDoc {
  id: number;
  parent_id: number;
  sku: string;
  regular_price: string;
  sale_price: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  manage_stock: boolean;
  menu_order: number;
  image_path: string;
  attributes: { id: number; name: L10n; option: L10n }[];
  date_created: string;
  /** WooCommerce's "Enabled" is `publish`, unticked `private`; `trash` with its product. Absent: publish. */
  status?: 'publish' | 'private' | 'trash';
}

export interface CategoryDoc {
  id: number;
  slug: string;
  parent: number;
  name: L10n;
  description: L10n;
  menu_order: number;
  image_path: string | null;
}

export interface TagDoc {
  id: number;
  slug: string;
  name: L10n;
}

export interface AttributeDoc {
  id: number;
  slug: string;
  name: L10n;
}

export interface TermDoc {
  id: number;
  attribute_id: number;
  slug: string;
  name: L10n;
  menu_order: number;
}

export interface ReviewDoc {
  id: number;
  product_id: number;
  date_created: string;
  status: 'approved' | 'hold' | 'spam' | 'trash';
  reviewer: string;
  reviewer_email: string;
  review: string;
  rating: number;
  verified: boolean;
}

export interface CouponDoc {
  id: number;
  code: string;
  amount: string;
  discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
  description: string;
  date_created: string;
  date_modified: string;
  date_expires: string | null;
  usage_count: number;
  individual_use: boolean;
  product_ids: number[];
  excluded_product_ids: number[];
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  limit_usage_to_x_items: number | null;
  free_shipping: boolean;
  product_categories: number[];
  excluded_product_categories: number[];
  exclude_sale_items: boolean;
  minimum_amount: string;
  maximum_amount: string;
  email_restrictions: string[];
  used_by: string[];
  meta_data: { id: number; key: string; value: unknown }[];
}

export interface CustomerDoc {
  id: number;
  date_created: string;
  date_modified: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  username: string;
  billing: Record<string, string>;
  shipping: Record<string, string>;
  meta_data: { id: number; key: string; value: unknown }[];
}
