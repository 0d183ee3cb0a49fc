import type Database from 'better-sqlite3';

export type Table =
  | 'wc_products'
  | 'wc_variations'
  | 'wc_categories'
  | 'wc_tags'
  | 'wc_attributes'
  | 'wc_terms'
  | 'wc_reviews'
  | 'wc_coupons'
  | 'wc_orders'
  | 'wc_order_notes'
  | 'wc_customers';

/** Reads and writes JSON documents; the extra columns (slug, code, …) are kept in step with them. */
export function all<T>(db: Database.Database, table: Table, where = '', ...params: unknown[]): T[] {
  const rows = db.prepare(`SELECT doc FROM ${table} ${where}`).all(...params) as { doc: string }[];
  return rows.map((r) => JSON.parse(r.doc) as T);
}

export function one<T>(db: Database.Database, table: Table, id: number): T | undefined {
  const row = db.prepare(`SELECT doc FROM ${table} WHERE id = ?`).get(id) as { doc: string } | undefined;
  return row ? (JSON.parse(row.doc) as T) : undefined;
}

export function save(
  db: Database.Database,
  table: Table,
  doc: { id: number },
  columns: Record<string, string | number> = {},
): void {
  const names = ['id', 'doc', ...Object.keys(columns)];
  const values = [doc.id, JSON.stringify(doc), ...Object.values(columns)];
  db.prepare(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})
     ON CONFLICT(id) DO UPDATE SET ${names
       .slice(1)
       .map((n) => `${n} = excluded.${n}`)
       .join(', ')}`,
  ).run(...values);
}

/** The next id from WordPress's shared post sequence (products, variations, orders, coupons). */
export function nextPostId(db: Database.Database, kind: string): number {
  return Number(db.prepare('INSERT INTO wc_post_ids (kind) VALUES (?)').run(kind).lastInsertRowid);
}

export function nextTermId(db: Database.Database, kind: string): number {
  return Number(db.prepare('INSERT INTO wc_term_ids (kind) VALUES (?)').run(kind).lastInsertRowid);
}

/** Order items (line, fee, shipping, coupon) have their own id sequence, as woocommerce_order_items does. */
export function nextOrderItemId(db: Database.Database, orderId: number): number {
  return Number(
    db.prepare('INSERT INTO wc_order_item_ids (order_id) VALUES (?)').run(orderId).lastInsertRowid,
  );
}
