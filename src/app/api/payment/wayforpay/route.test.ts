import { wayforpaySignature } from '@/server/wayforpay/signature';
import { seededWooCommerceForFile, wcGet } from '@/server/woocommerce/sandbox-catalog.test-support';
import { POST as placeOrder } from '../../orders/route';
import { POST } from './route';

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

const SECRET = 'sandbox_wayforpay_secret';
const ACCOUNT = 'sandbox_merchant';
const backend = seededWooCommerceForFile();

async function newOrder(
  key: string,
  payment: 'wayforpay' | 'requisites' = 'wayforpay',
): Promise<{ id: number; total: number }> {
  const response = await placeOrder(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({
        locale: 'uk',
        items: [{ id: backend.ids.simple.id, count: 1 }],
        // One address per order: orders to one address are rate-limited (api/rate-limits.test.ts).
        customer: { name: 'Олена', surname: 'Коваль', phone: '+380671234567', email: `${key}@example.com` },
        delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
        payment,
        captcha: 'sandbox-captcha-ok',
      }),
    }),
  );
  return (await response.json()).order;
}

type NotificationOptions = { secret?: string; reference?: string; currency?: string };

function notification(
  orderId: number,
  amount: number,
  status = 'Approved',
  { secret = SECRET, reference = `WC-${orderId}`, currency = 'UAH' }: NotificationOptions = {},
) {
  const body = {
    merchantAccount: ACCOUNT,
    orderReference: reference,
    amount,
    currency,
    authCode: '541963',
    cardPan: '41****8217',
    transactionStatus: status,
    reasonCode: status === 'Approved' ? 1100 : 1101,
    reason: status === 'Approved' ? 'Ok' : 'Declined',
    merchantSignature: '',
  };
  body.merchantSignature = wayforpaySignature(secret, [
    ACCOUNT,
    body.orderReference,
    amount,
    currency,
    '541963',
    '41****8217',
    status,
    body.reasonCode,
  ]);
  return body;
}

const send = (body: unknown, asForm = false) =>
  POST(
    new Request('http://shop.test/api/payment/wayforpay', {
      method: 'POST',
      headers: { 'Content-Type': asForm ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: asForm ? new URLSearchParams({ [JSON.stringify(body)]: '' }).toString() : JSON.stringify(body),
    }),
  );

const order = (id: number) =>
  wcGet<{ status: string; date_paid: string | null; transaction_id: string }>(
    backend.sandbox,
    `orders/${id}`,
  );
/** The notes the payment notification wrote (the order also carries the manager's note from its creation). */
const notes = async (id: number) =>
  (await wcGet<{ note: string }[]>(backend.sandbox, `orders/${id}/notes`)).filter((n) =>
    n.note.startsWith('WayForPay'),
  );

async function expectAccept(response: Response, reference: string) {
  expect(response.status).toBe(200);
  const answer = await response.json();
  expect(answer).toEqual({
    orderReference: reference,
    status: 'accept',
    time: expect.any(Number),
    signature: wayforpaySignature(SECRET, [reference, 'accept', answer.time]),
  });
}

describe('POST /api/payment/wayforpay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a valid Approved notification marks the order paid once and answers the signed accept; a replay changes nothing', async () => {
    const { id, total } = await newOrder('pay-1');
    const response = await send(notification(id, total));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toEqual({
      orderReference: `WC-${id}`,
      status: 'accept',
      time: expect.any(Number),
      signature: wayforpaySignature(SECRET, [`WC-${id}`, 'accept', answer.time]),
    });
    const paid = await order(id);
    expect(paid).toMatchObject({ status: 'processing', transaction_id: '541963' });
    expect(paid.date_paid).toBeTruthy();
    const notesAfterPay = (await notes(id)).length;

    const replay = await send(notification(id, total), true);
    expect(replay.status).toBe(200);
    expect(await order(id)).toEqual(paid);
    expect((await notes(id)).length).toBe(notesAfterPay);

    // A late Declined for a paid order does not unpay it.
    await send(notification(id, total, 'Declined'));
    expect((await order(id)).status).toBe('processing');
  });

  it('a forged notification gets 403 and changes nothing', async () => {
    const { id, total } = await newOrder('pay-2');
    const response = await send(notification(id, total, 'Approved', { secret: 'not-the-secret' }));
    expect(response.status).toBe(403);
    expect(await order(id)).toMatchObject({ status: 'pending', date_paid: null });
    expect(await notes(id)).toHaveLength(0);
  });

  it('an Approved notification for another amount does not mark the order paid', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { id, total } = await newOrder('pay-3');
    expect((await send(notification(id, total - 1))).status).toBe(200);
    expect(await order(id)).toMatchObject({ status: 'pending', date_paid: null });
    expect(await notes(id)).toHaveLength(1);
  });

  it('a Declined notification fails an unpaid order with a note', async () => {
    const { id, total } = await newOrder('pay-4');
    await send(notification(id, total, 'Declined'));
    expect((await order(id)).status).toBe('failed');
    expect(await notes(id)).toHaveLength(1);
  });

  it('a signed notification for an unknown order is accepted, so WayForPay stops re-sending, and logged', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expectAccept(await send(notification(999999, 100)), 'WC-999999');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('WC-999999'));
  });

  it('only the exact reference the shop makes finds an order: WC-0391 is not order 391', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { id, total } = await newOrder('pay-5');
    for (const reference of [`WC-0${id}`, `wc-${id}`, `WC-${id}.0`, `WC-+${id}`, `WC-${id} `, `${id}`]) {
      await expectAccept(await send(notification(id, total, 'Approved', { reference })), reference);
      expect(log).toHaveBeenLastCalledWith(expect.stringContaining(reference));
    }
    expect(await order(id)).toMatchObject({ status: 'pending', date_paid: null });
    expect(await notes(id)).toHaveLength(0);
  });

  it('an Approved in another currency leaves the order unpaid, with a note for the manager', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { id, total } = await newOrder('pay-6');
    await expectAccept(await send(notification(id, total, 'Approved', { currency: 'USD' })), `WC-${id}`);
    expect(await order(id)).toMatchObject({ status: 'pending', date_paid: null });
    const [note, ...more] = await notes(id);
    expect(more).toHaveLength(0);
    expect(note.note).toMatch(/USD.*not changed/);
  });

  it('an Approved for an order to be paid by bank transfer leaves it on hold, with a note', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { id, total } = await newOrder('pay-7', 'requisites');
    await expectAccept(await send(notification(id, total)), `WC-${id}`);
    expect(await order(id)).toMatchObject({ status: 'on-hold', date_paid: null });
    expect((await notes(id))[0].note).toMatch(/not changed/);

    // Nor does a Declined fail it.
    await send(notification(id, total, 'Declined'));
    expect((await order(id)).status).toBe('on-hold');
  });

  it('a body that is not a notification is 400', async () => {
    expect((await send({ hello: 'world' })).status).toBe(400);
    const garbage = await POST(
      new Request('http://shop.test/api/payment/wayforpay', { method: 'POST', body: 'x=1&y=2' }),
    );
    expect(garbage.status).toBe(400);
  });
});
