/**
 * WooCommerce's data, kept as one JSON document per object (as WooCommerce keeps a post plus its
 * meta): the REST layer reads and writes whole objects, and SQLite transactions keep writes atomic.
 * WordPress gives posts (products, variations, orders, coupons) one shared id sequence; so does this.
 */
export const woocommerceSchema = `
CREATE TABLE IF NOT EXISTS wc_post_ids (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_term_ids (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_products (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_variations (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_categories (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_tags (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_attributes (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_terms (id INTEGER PRIMARY KEY, attribute_id INTEGER NOT NULL, slug TEXT NOT NULL, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_reviews (id INTEGER PRIMARY KEY AUTOINCREMENT, product_id INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_comment_meta (meta_id INTEGER PRIMARY KEY AUTOINCREMENT, comment_id INTEGER NOT NULL, meta_key TEXT NOT NULL, meta_value TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS wc_comment_meta_comment ON wc_comment_meta (comment_id, meta_key);
CREATE TABLE IF NOT EXISTS wc_coupons (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_orders (id INTEGER PRIMARY KEY, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_order_item_ids (id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS wc_order_notes (id INTEGER PRIMARY KEY AUTOINCREMENT, order_id INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS wc_customers (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
`;
