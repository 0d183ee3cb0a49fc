/** Purchases shown on the sandbox pay page and what became of them. */
export const wayforpaySchema = `
CREATE TABLE IF NOT EXISTS wayforpay_transactions (
  id TEXT PRIMARY KEY,
  merchant_account TEXT NOT NULL,
  merchant_domain TEXT NOT NULL,
  order_reference TEXT NOT NULL,
  order_date TEXT NOT NULL,
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  products TEXT NOT NULL,
  return_url TEXT,
  service_url TEXT,
  language TEXT,
  client_email TEXT,
  client_phone TEXT,
  client_name TEXT,
  status TEXT NOT NULL,
  auth_code TEXT NOT NULL DEFAULT '',
  card_pan TEXT NOT NULL DEFAULT '',
  reason TEXT,
  reason_code INTEGER,
  created_at INTEGER NOT NULL,
  processing_at INTEGER,
  callback_status TEXT,
  callback_answer TEXT
);
CREATE INDEX IF NOT EXISTS wayforpay_transactions_order ON wayforpay_transactions (order_reference);
`;
