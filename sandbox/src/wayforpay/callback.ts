import type { SandboxContext } from '../context';
import { signatureMatches, wayforpaySignature } from './signature';
import { recordCallback, type Transaction } from './transactions';

/** How long the sandbox waits for the merchant's serviceUrl to answer. */
const CALLBACK_TIMEOUT_MS = 5000;

/**
 * The payment result as WayForPay reports it, both in the serviceUrl callback (JSON) and in the
 * shopper's return to returnUrl (form fields). `amount` is a number; the signature covers it as printed.
 */
export function paymentResult(ctx: SandboxContext, t: Transaction) {
  const amount = Number(t.amount);
  const reasonCode = t.reason_code ?? 1100;
  const fields = {
    merchantAccount: t.merchant_account,
    orderReference: t.order_reference,
    amount,
    currency: t.currency,
    authCode: t.auth_code,
    cardPan: t.card_pan,
    transactionStatus: t.status,
    reasonCode,
  };
  const merchantSignature = wayforpaySignature(ctx.config.wayforpay.secretKey, [
    fields.merchantAccount,
    fields.orderReference,
    fields.amount,
    fields.currency,
    fields.authCode,
    fields.cardPan,
    fields.transactionStatus,
    fields.reasonCode,
  ]);
  return {
    ...fields,
    merchantSignature,
    email: t.client_email ?? '',
    phone: t.client_phone ?? '',
    createdDate: t.created_at,
    processingDate: t.processing_at ?? t.created_at,
    cardType: 'Visa',
    issuerBankCountry: 'Ukraine',
    issuerBankName: 'CB PRIVATBANK',
    recToken: '',
    reason: t.reason ?? 'Ok',
    fee: Math.round(amount * 0.02 * 100) / 100,
    paymentSystem: 'card',
    clientName: t.client_name ?? '',
  };
}

/**
 * POSTs the signed result to serviceUrl and checks the merchant's answer
 * `{orderReference, status: "accept", time, signature}` (signature over `orderReference;accept;time`).
 * The outcome is stored: accepted, bad_answer, http_<status> or unreachable.
 */
export async function sendServiceCallback(ctx: SandboxContext, t: Transaction): Promise<string> {
  if (!t.service_url) return 'no_service_url';
  let status: string;
  let answerText = '';
  try {
    const res = await fetch(t.service_url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(paymentResult(ctx, t)),
      signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
    });
    answerText = await res.text();
    if (!res.ok) {
      status = `http_${res.status}`;
    } else {
      const answer = JSON.parse(answerText) as {
        orderReference?: unknown;
        status?: unknown;
        time?: unknown;
        signature?: unknown;
      };
      const expected = wayforpaySignature(ctx.config.wayforpay.secretKey, [
        String(answer.orderReference),
        String(answer.status),
        String(answer.time),
      ]);
      const valid =
        answer.orderReference === t.order_reference &&
        answer.status === 'accept' &&
        signatureMatches(expected, answer.signature);
      status = valid ? 'accepted' : 'bad_answer';
    }
  } catch (error) {
    status = answerText ? 'bad_answer' : 'unreachable';
    if (!answerText) answerText = (error as Error).message;
  }
  recordCallback(ctx, t.id, status, answerText.slice(0, 2000));
  return status;
}
