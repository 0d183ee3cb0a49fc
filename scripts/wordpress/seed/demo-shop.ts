// The demo shop as the sandbox seeds it, read in-process (an in-memory SQLite, no HTTP): the one
// source of truth for what the real WooCommerce gets, so both platforms show the same shop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../sandbox/src/config';
import { openDatabase } from '../../../sandbox/src/db';
import { seed } from '../../../sandbox/src/seed';
import type {
  AttributeDoc,
  CategoryDoc,
  CouponDoc,
  CustomerDoc,
  ProductDoc,
  ReviewDoc,
  TagDoc,
  TermDoc,
  VariationDoc,
} from '../../../sandbox/src/woocommerce/model';
import type { OrderJson } from '../../../sandbox/src/woocommerce/order-build';
import { all, type Table } from '../../../sandbox/src/woocommerce/store';

export interface DemoOrderLine {
  product_id: number;
  variation_id: number;
  quantity: number;
}

export type DemoOrder = OrderJson & {
  line_items: DemoOrderLine[];
  shipping: Record<string, string>;
  shipping_lines: { method_id: string; method_title: string; total: string }[];
  payment_method: string;
  payment_method_title: string;
  customer_id: number;
};

export interface DemoShop {
  categories: CategoryDoc[];
  tags: TagDoc[];
  attributes: AttributeDoc[];
  terms: TermDoc[];
  products: ProductDoc[];
  variations: VariationDoc[];
  reviews: ReviewDoc[];
  /** Sandbox review id → how many photos (`ivole_review_image2` rows) it has. */
  reviewPhotos: Map<number, number>;
  /** Sandbox review id → the language its text is in (`review_language`). */
  reviewLanguages: Map<number, string>;
  coupons: CouponDoc[];
  customers: CustomerDoc[];
  orders: DemoOrder[];
  ttnMetaKey: string;
}

/** Seeds a throwaway sandbox database and reads every document the seed wrote. */
export async function readDemoShop(): Promise<DemoShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-commerce-'));
  const config = { ...loadConfig({} as NodeJS.ProcessEnv), dataDir };
  const db = openDatabase(':memory:');
  try {
    await seed({ db, config });
    const read = <T>(table: Table) => all<T>(db, table, 'ORDER BY id');
    const photoRows = db
      .prepare(
        `SELECT comment_id AS id, COUNT(*) AS count FROM wc_comment_meta
         WHERE meta_key = 'ivole_review_image2' GROUP BY comment_id`,
      )
      .all() as { id: number; count: number }[];
    const languageRows = db
      .prepare(
        `SELECT comment_id AS id, meta_value AS language FROM wc_comment_meta
         WHERE meta_key = 'review_language'`,
      )
      .all() as { id: number; language: string }[];
    return {
      categories: read('wc_categories'),
      tags: read('wc_tags'),
      attributes: read('wc_attributes'),
      terms: read('wc_terms'),
      products: read('wc_products'),
      variations: read('wc_variations'),
      reviews: read('wc_reviews'),
      reviewPhotos: new Map(photoRows.map((r) => [r.id, r.count])),
      reviewLanguages: new Map(languageRows.map((r) => [r.id, r.language])),
      coupons: read('wc_coupons'),
      customers: read('wc_customers'),
      orders: read('wc_orders'),
      ttnMetaKey: config.novaposhta.ttnMetaKey,
    };
  } finally {
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
