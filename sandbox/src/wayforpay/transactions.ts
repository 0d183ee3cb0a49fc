import type { SandboxContext } from '../context';

export interface Product {
  name: string;
  price: string;
  count: string;
}

export interface Transaction {
  id: string;
  merchant_account: string;
  merchant_domain: string;
  order_reference: string;
  order_date: string;
  amount: string;
  currency: string;
  products: string;
  return_url: string | null;
  service_url: string | null;
  language: string | null;
  client_email: string | null;
  client_phone: string | null;
  client_name: string | null;
  status: 'InProcessing' | 'Approved' | 'Declined';
  auth_code: string;
  card_pan: string;
  reason: string | null;
  reason_code: number | null;
  created_at: number;
  processing_at: number | null;
  callback_status: string | null;
  callback_answer: string | null;
}

export function getTransaction(ctx: SandboxContext, id: string): Transaction | undefined {
  return ctx.db.prepare(`SELECT * FROM wayforpay_transactions WHERE id = ?`).get(id) as
    Transaction | undefined;
}

export function latestForOrder(ctx: SandboxContext, orderReference: string): Transaction | undefined {
  return ctx.db
    .prepare(
      `SELECT * FROM wayforpay_transactions WHERE order_reference = ?
       ORDER BY CASE status WHEN 'Approved' THEN 0 ELSE 1 END, created_at DESC, rowid DESC LIMIT 1`,
    )
    .get(orderReference) as Transaction | undefined;
}

export function insertTransaction(
  ctx: SandboxContext,
  t: Omit<
    Transaction,
    | 'auth_code'
    | 'card_pan'
    | 'reason'
    | 'reason_code'
    | 'processing_at'
    | 'callback_status'
    | 'callback_answer'
  >,
): void {
  ctx.db
    .prepare(
      `INSERT INTO wayforpay_transactions (id, merchant_account, merchant_domain, order_reference, order_date, amount,
         currency, products, return_url, service_url, language, client_email, client_phone, client_name, status, created_at)
       VALUES (@id, @merchant_account, @merchant_domain, @order_reference, @order_date, @amount, @currency, @products,
         @return_url, @service_url, @language, @client_email, @client_phone, @client_name, @status, @created_at)`,
    )
    .run(t);
}

/** Moves a transaction out of InProcessing exactly once; false if it was already finished (a replay). */
export function finishTransaction(
  ctx: SandboxContext,
  id: string,
  result: Pick<Transaction, 'status' | 'auth_code' | 'card_pan' | 'reason' | 'reason_code' | 'processing_at'>,
): boolean {
  const { changes } = ctx.db
    .prepare(
      `UPDATE wayforpay_transactions SET status = @status, auth_code = @auth_code, card_pan = @card_pan, reason = @reason,
         reason_code = @reason_code, processing_at = @processing_at WHERE id = @id AND status = 'InProcessing'`,
    )
    .run({ id, ...result });
  return changes === 1;
}

export function recordCallback(ctx: SandboxContext, id: string, status: string, answer: string): void {
  ctx.db
    .prepare(`UPDATE wayforpay_transactions SET callback_status = ?, callback_answer = ? WHERE id = ?`)
    .run(status, answer, id);
}
