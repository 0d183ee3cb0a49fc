import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { woocommerceSchema } from './woocommerce/schema';
import { wordpressSchema } from './wordpress/schema';
import { novaposhtaSchema } from './novaposhta/schema';
import { wayforpaySchema } from './wayforpay/schema';
import { mailSchema } from './mail/schema';
import { newsletterSchema } from './wordpress/newsletter-schema';

const SCHEMAS = [
  woocommerceSchema,
  wordpressSchema,
  novaposhtaSchema,
  wayforpaySchema,
  mailSchema,
  newsletterSchema,
];

/** Opens (creating if needed) the sandbox database; `:memory:` for tests. */
export function openDatabase(file: string): Database.Database {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // Concurrent order creation from parallel requests must wait, not fail.
  db.pragma('busy_timeout = 5000');
  // SQLite's lower() folds ASCII only; MySQL's case-insensitive collations fold Cyrillic too.
  db.function('sandbox_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  db.exec(`CREATE TABLE IF NOT EXISTS sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  for (const sql of SCHEMAS) db.exec(sql);
  return db;
}

export function isSeeded(db: Database.Database): boolean {
  const row = db.prepare(`SELECT value FROM sandbox_meta WHERE key = 'seeded'`).get() as
    { value: string } | undefined;
  return row?.value === '1';
}
