import crypto from 'node:crypto';
import { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { paymentResult, sendServiceCallback } from './callback';
import { errorPage, payPage, resultPage, returnForm } from './pay-page';
import { signatureMatches, wayforpaySignature } from './signature';
import {
  finishTransaction,
  getTransaction,
  insertTransaction,
  latestForOrder,
  type Transaction,
} from './transactions';

type Form = Record<string, string | File | (string | File)[]>;

/** WayForPay reason codes the sandbox uses (reasonCode/reason in callbacks and errors). */
const REASONS = {
  ok: [1100, 'Ok'],
  declined: [1101, 'Declined To Card Issuer'],
  duplicate: [1112, 'Duplicate Order ID'],
  signature: [1113, 'Invalid signature'],
  missing: [1115, 'Parameter is missing'],
  account: [1121, 'Account Not Found'],
  notFound: [1127, 'Order Not Found'],
} as const;

const REQUIRED = [
  'merchantAccount',
  'merchantDomainName',
  'merchantSignature',
  'orderReference',
  'orderDate',
  'amount',
  'currency',
];

/** `productName[]` and `productName` both name the list; a single value is a list of one. */
function list(form: Form, name: string): string[] {
  const value = form[`${name}[]`] ?? form[name];
  if (value == null) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

const one = (form: Form, name: string): string => {
  const value = form[name];
  return Array.isArray(value) ? String(value[0] ?? '') : value == null ? '' : String(value);
};

function finishPage(ctx: SandboxContext, t: Transaction): string {
  if (!t.return_url) return resultPage(t);
  const result = paymentResult(ctx, t);
  return returnForm(t.return_url, result as unknown as Record<string, string | number>);
}

/** The hosted payment page (Purchase), the outcome buttons, and CHECK_STATUS at /wayforpay/api. */
export function wayforpayRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();

  app.post('/pay', async (c) => {
    const form = (await c.req.parseBody({ all: true })) as Form;
    const missing = REQUIRED.find((name) => !one(form, name));
    if (missing) return c.html(errorPage(REASONS.missing[0], `Parameter ${missing} is missing`), 400);
    if (one(form, 'merchantAccount') !== ctx.config.wayforpay.merchantAccount) {
      return c.html(errorPage(...REASONS.account), 400);
    }
    const names = list(form, 'productName');
    const prices = list(form, 'productPrice');
    const counts = list(form, 'productCount');
    if (names.length === 0 || names.length !== prices.length || names.length !== counts.length) {
      return c.html(errorPage(REASONS.missing[0], 'Parameter productName is missing'), 400);
    }
    const expected = wayforpaySignature(ctx.config.wayforpay.secretKey, [
      ...['merchantAccount', 'merchantDomainName', 'orderReference', 'orderDate', 'amount', 'currency'].map(
        (n) => one(form, n),
      ),
      ...names,
      ...counts,
      ...prices,
    ]);
    if (!signatureMatches(expected, one(form, 'merchantSignature')))
      return c.html(errorPage(...REASONS.signature), 400);
    const orderReference = one(form, 'orderReference');
    if (latestForOrder(ctx, orderReference)?.status === 'Approved')
      return c.html(errorPage(...REASONS.duplicate), 400);

    const id = crypto.randomBytes(8).toString('hex');
    const name = [one(form, 'clientFirstName'), one(form, 'clientLastName')].filter(Boolean).join(' ');
    insertTransaction(ctx, {
      id,
      merchant_account: one(form, 'merchantAccount'),
      merchant_domain: one(form, 'merchantDomainName'),
      order_reference: orderReference,
      order_date: one(form, 'orderDate'),
      amount: one(form, 'amount'),
      currency: one(form, 'currency'),
      products: JSON.stringify(names.map((n, i) => ({ name: n, price: prices[i], count: counts[i] }))),
      return_url: one(form, 'returnUrl') || null,
      service_url: one(form, 'serviceUrl') || null,
      language: one(form, 'language') || null,
      client_email: one(form, 'clientEmail') || null,
      client_phone: one(form, 'clientPhone') || null,
      client_name: name || null,
      status: 'InProcessing',
      created_at: Math.floor(Date.now() / 1000),
    });
    return c.redirect(`/wayforpay/pay/${id}`, 303);
  });

  app.get('/pay/:id', (c) => {
    const t = getTransaction(ctx, c.req.param('id'));
    if (!t) return c.html(errorPage(...REASONS.notFound), 404);
    return c.html(t.status === 'InProcessing' ? payPage(t) : finishPage(ctx, t));
  });

  app.post('/pay/:id/:outcome{approve|decline}', async (c) => {
    const id = c.req.param('id');
    const before = getTransaction(ctx, id);
    if (!before) return c.html(errorPage(...REASONS.notFound), 404);
    const approved = c.req.param('outcome') === 'approve';
    const [reasonCode, reason] = approved ? REASONS.ok : REASONS.declined;
    const changed = finishTransaction(ctx, id, {
      status: approved ? 'Approved' : 'Declined',
      auth_code: approved ? String(crypto.randomInt(100000, 1000000)) : '',
      card_pan: '41****1111',
      reason,
      reason_code: reasonCode,
      processing_at: Math.floor(Date.now() / 1000),
    });
    const t = getTransaction(ctx, id)!;
    // Only the first outcome is reported; a replayed click just shows the result again.
    if (changed) await sendServiceCallback(ctx, t);
    return c.html(finishPage(ctx, t));
  });

  app.post('/api', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const { secretKey, merchantAccount } = ctx.config.wayforpay;
    if (body.transactionType !== 'CHECK_STATUS')
      return c.json({ reasonCode: 1115, reason: 'Parameter transactionType is missing' });
    const orderReference = String(body.orderReference ?? '');
    const expected = wayforpaySignature(secretKey, [String(body.merchantAccount ?? ''), orderReference]);
    if (body.merchantAccount !== merchantAccount)
      return c.json({ reasonCode: REASONS.account[0], reason: REASONS.account[1] });
    if (!signatureMatches(expected, body.merchantSignature)) {
      return c.json({ reasonCode: REASONS.signature[0], reason: REASONS.signature[1] });
    }
    const t = latestForOrder(ctx, orderReference);
    if (!t) return c.json({ orderReference, reasonCode: REASONS.notFound[0], reason: REASONS.notFound[1] });
    return c.json(paymentResult(ctx, t));
  });
  return app;
}
