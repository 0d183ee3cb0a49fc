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

/**
 * The catalogue's reads as last made, until anything is written: WooCommerce answers a page of 100
 * products in time that grows with the page, not with the catalogue, while reading and parsing every
 * row on each list request took the sandbox ~0.7 s a page at 5,000 products. `total_changes()` counts
 * every row this connection inserted, updated or deleted, through whichever statement. The kept
 * documents are frozen, so a caller that changed one would throw; each call gets its own array.
 */
const KEPT_TABLES = new Set<Table>(['wc_products', 'wc_variations']);
const keptReads = new WeakMap<Database.Database, { changes: number; reads: Map<string, unknown[]> }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function readsSinceLastWrite(db: Database.Database): Map<string, unknown[]> {
  const { changes } = db.prepare('SELECT total_changes() AS changes').get() as { changes: number };
  const kept = keptReads.get(db);
  if (kept?.changes === changes) return kept.reads;
  const reads = new Map<string, unknown[]>();
  keptReads.set(db, { changes, reads });
  return reads;
}

/**
 * Reads and writes JSON documents; the extra columns (slug, code, …) are kept in step with them.
 * Products and variations come back frozen (copy one before changing it); `one` always parses.
 */
export function all<T>(db: Database.Database, table: Table, where = '', ...params: unknown[]): T[] {
  const read = () => {
    const rows = db.prepare(`SELECT doc FROM ${table} ${where}`).all(...params) as { doc: string }[];
    return rows.map((r) => JSON.parse(r.doc) as T);
  };
  if (!KEPT_TABLES.has(table)) return read();
  const reads = readsSinceLastWrite(db);
  const key = JSON.stringify([table, where, params]);
  let docs = reads.get(key) as T[] | undefined;
  if (!docs) reads.set(key, (docs = read().map(deepFreeze)));
  return [...docs];
}

/** A WHERE clause and its one parameter for rows whose `column` is one of `ids` (any number of them). */
export function whereIn(column: string, ids: readonly number[]): [string, string] {
  return [`WHERE ${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(ids)];
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
