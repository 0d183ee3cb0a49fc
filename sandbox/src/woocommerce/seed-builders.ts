import type Database from 'better-sqlite3';
import {
  same,
  type L10n,
  type MetaValue,
  type ProductAttributeDoc,
  type ProductDoc,
  type VariationDoc,
} from './model';
import { seedDate } from './seed-random';
import { nextPostId, save } from './store';

export interface ProductSeed {
  slug: string;
  sku: string;
  name: L10n;
  type?: 'simple' | 'variable';
  regular_price?: string;
  sale_price?: string;
  description: L10n;
  short_description: L10n;
  categories: number[];
  tags?: number[];
  attributes?: ProductAttributeDoc[];
  meta?: Record<string, MetaValue>;
  day: number;
  total_sales?: number;
  featured?: boolean;
  images?: number;
  stock_status?: ProductDoc['stock_status'];
  /** Given: WooCommerce manages the stock (`manage_stock`), and the status follows the quantity. */
  stock_quantity?: number;
  virtual?: boolean;
}

export interface VariationSeed {
  sku: string;
  regular_price: string;
  sale_price?: string;
  attributes: { id: number; name: L10n; option: L10n }[];
  image: string;
  stock_status?: VariationDoc['stock_status'];
}

export function insertProduct(
  db: Database.Database,
  seed: ProductSeed,
  variations: VariationSeed[] = [],
): ProductDoc {
  const id = nextPostId(db, 'product');
  const images = Array.from({ length: seed.images ?? 1 }, (_, i) => ({
    id: id * 10 + i,
    path: `/wp-content/uploads/generated/${seed.slug}-${i + 1}.png`,
    alt: seed.name,
  }));
  const doc: ProductDoc = {
    id,
    slug: seed.slug,
    type: seed.type ?? (variations.length ? 'variable' : 'simple'),
    status: 'publish',
    featured: seed.featured ?? false,
    menu_order: 0,
    sku: seed.sku,
    regular_price: seed.regular_price ?? '',
    sale_price: seed.sale_price ?? '',
    date_created: seedDate(seed.day),
    date_modified: seedDate(seed.day, 12),
    total_sales: seed.total_sales ?? 0,
    stock_status:
      seed.stock_quantity !== undefined
        ? seed.stock_quantity > 0
          ? 'instock'
          : 'outofstock'
        : (seed.stock_status ?? 'instock'),
    stock_quantity: seed.stock_quantity ?? null,
    manage_stock: seed.stock_quantity !== undefined,
    virtual: seed.virtual ?? false,
    name: seed.name,
    description: seed.description,
    short_description: seed.short_description,
    category_ids: seed.categories,
    tag_ids: seed.tags ?? [],
    images,
    attributes: seed.attributes ?? [],
    variation_ids: [],
    related_ids: [],
    meta: Object.entries(seed.meta ?? {}).map(([key, value], i) => ({ id: id * 100 + i, key, value })),
  };
  doc.variation_ids = variations.map((v, i) => {
    const variation: VariationDoc = {
      id: nextPostId(db, 'product_variation'),
      parent_id: id,
      sku: v.sku,
      regular_price: v.regular_price,
      sale_price: v.sale_price ?? '',
      stock_status: v.stock_status ?? 'instock',
      stock_quantity: null,
      manage_stock: false,
      menu_order: i,
      image_path: v.image,
      attributes: v.attributes,
      date_created: doc.date_created,
    };
    save(db, 'wc_variations', variation, { parent_id: id });
    return variation.id;
  });
  save(db, 'wc_products', doc, { slug: doc.slug });
  return doc;
}

export const html = (text: L10n): L10n => ({
  uk: `<p>${text.uk}</p>`,
  en: `<p>${text.en}</p>`,
  ru: `<p>${text.ru}</p>`,
});
export { same };
