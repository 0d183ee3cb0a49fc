/* eslint-disable @typescript-eslint/no-explicit-any -- wire JSON; the expectations assert its shape */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type RunningSandbox } from './harness';
import { wayforpaySignature } from '../src/wayforpay/signature';

let sandbox: RunningSandbox;
let receiver: http.Server;
let receiverUrl: string;
const callbacks: Record<string, any>[] = [];

beforeAll(async () => {
  sandbox = await startSandbox();
  const secret = sandbox.ctx.config.wayforpay.secretKey;
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw);
      callbacks.push(body);
      const time = 1767225600;
      const signature = wayforpaySignature(secret, [body.orderReference, 'accept', time]);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ orderReference: body.orderReference, status: 'accept', time, signature }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, resolve));
  receiverUrl = `http://localhost:${(receiver.address() as AddressInfo).port}/api/payments/wayforpay`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
  await sandbox.close();
});

function purchaseForm(orderReference: string, overrides: Record<string, string> = {}) {
  const { merchantAccount, secretKey } = sandbox.ctx.config.wayforpay;
  const fields = {
    merchantAccount,
    merchantDomainName: 'shop.example',
    orderReference,
    orderDate: '1767225600',
    amount: '2540.40',
    currency: 'UAH',
  };
  const names = ['Velvet Amber 07, 50 ml', 'Discovery set 6×2 ml'];
  const counts = ['1', '1'];
  const prices = ['2161', '329'];
  const signature = wayforpaySignature(secretKey, [...Object.values(fields), ...names, ...counts, ...prices]);
  const form = new URLSearchParams({
    ...fields,
    merchantTransactionSecureType: 'AUTO',
    merchantSignature: signature,
    returnUrl: 'http://shop.example/api/payments/return',
    serviceUrl: receiverUrl,
    language: 'UA',
    clientEmail: 'olena@example.com',
    ...overrides,
  });
  names.forEach((n, i) => {
    form.append('productName[]', n);
    form.append('productCount[]', counts[i]);
    form.append('productPrice[]', prices[i]);
  });
  return form;
}

const post = (path: string, body?: URLSearchParams) =>
  fetch(`${sandbox.url}${path}`, { method: 'POST', body, redirect: 'manual' });

describe('WayForPay hosted payment', () => {
  it('rejects a purchase with a bad signature', async () => {
    const res = await post(
      '/wayforpay/pay',
      purchaseForm('order-bad', { merchantSignature: 'f'.repeat(32) }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid signature');
  });

  it('rejects an unknown merchant', async () => {
    const res = await post('/wayforpay/pay', purchaseForm('order-x', { merchantAccount: 'someone_else' }));
    expect(res.status).toBe(400);
  });

  it('shows the pay page, posts a signed callback on approval and ignores a replay', async () => {
    const res = await post('/wayforpay/pay', purchaseForm('order-1001'));
    expect(res.status).toBe(303);
    const payUrl = res.headers.get('location')!;
    const page = await (await fetch(`${sandbox.url}${payUrl}`)).text();
    expect(page).toContain('2540.40 UAH');
    expect(page).toContain('Velvet Amber 07, 50 ml');
    expect(page).toMatch(/<button type="submit"[^>]*>Approve<\/button>/);
    expect(page).toMatch(/<button type="submit"[^>]*>Decline<\/button>/);

    const approved = await post(`${payUrl}/approve`);
    const html = await approved.text();
    expect(html).toContain('action="http://shop.example/api/payments/return"');
    expect(html).toContain('name="transactionStatus" value="Approved"');

    expect(callbacks).toHaveLength(1);
    const cb = callbacks[0];
    expect(cb).toMatchObject({
      orderReference: 'order-1001',
      amount: 2540.4,
      currency: 'UAH',
      transactionStatus: 'Approved',
      reasonCode: 1100,
    });
    const secret = sandbox.ctx.config.wayforpay.secretKey;
    expect(cb.merchantSignature).toBe(
      wayforpaySignature(secret, [
        cb.merchantAccount,
        cb.orderReference,
        cb.amount,
        cb.currency,
        cb.authCode,
        cb.cardPan,
        cb.transactionStatus,
        cb.reasonCode,
      ]),
    );
    const row = sandbox.ctx.db
      .prepare(`SELECT status, callback_status FROM wayforpay_transactions WHERE order_reference = ?`)
      .get('order-1001');
    expect(row).toEqual({ status: 'Approved', callback_status: 'accepted' });

    await post(`${payUrl}/approve`);
    await post(`${payUrl}/decline`);
    expect(callbacks).toHaveLength(1);
    expect(
      sandbox.ctx.db
        .prepare(`SELECT status FROM wayforpay_transactions WHERE order_reference = ?`)
        .get('order-1001'),
    ).toEqual({ status: 'Approved' });

    const again = await post('/wayforpay/pay', purchaseForm('order-1001'));
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Duplicate Order ID');
  });

  it('reports a declined payment with its reason', async () => {
    const res = await post('/wayforpay/pay', purchaseForm('order-1002', { returnUrl: '' }));
    const payUrl = res.headers.get('location')!;
    const html = await (await post(`${payUrl}/decline`)).text();
    expect(html).toContain('Payment declined');
    expect(callbacks.at(-1)).toMatchObject({
      orderReference: 'order-1002',
      transactionStatus: 'Declined',
      reasonCode: 1101,
    });
  });

  it('answers CHECK_STATUS with the signed result', async () => {
    const { merchantAccount, secretKey } = sandbox.ctx.config.wayforpay;
    const res = await fetch(`${sandbox.url}/wayforpay/api`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        transactionType: 'CHECK_STATUS',
        merchantAccount,
        orderReference: 'order-1001',
        merchantSignature: wayforpaySignature(secretKey, [merchantAccount, 'order-1001']),
        apiVersion: 1,
      }),
    });
    expect(await res.json()).toMatchObject({
      orderReference: 'order-1001',
      transactionStatus: 'Approved',
      reasonCode: 1100,
    });
  });
});
