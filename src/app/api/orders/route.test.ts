import { fromAddress } from '@/test-support/peer-address';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { sendOrderConfirmation } from '@/server/mail/order-confirmation';
import { seededIds, wcGet, type SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import { POST } from './route';

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));

let sandbox: SandboxProcess;
let ids: SeededIds;
let keyCounter = 0;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.SITE_URL = 'https://shop.example';
  process.env.WAYFORPAY_PAY_URL = `${sandbox.url}/wayforpay/pay`;
  ids = await seededIds(sandbox);
});
afterAll(() => sandbox.close());

type Body = Record<string, unknown>;

/** The browser's record of the campaign visit that led to the order (spec §3's tracking record). */
const CAMPAIGN = {
  timestamp: 1_790_000_000_000,
  utmParams: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' },
  additionalInfo: {
    referrer: 'https://mail.example/',
    userAgent: 'Mozilla/5.0',
    language: 'uk-UA',
    landingPageUrl: 'https://shop.example/?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
    screenWidth: 1440,
    screenHeight: 900,
  },
  sessionId: 'c0ffee00-0000-4000-8000-000000000001',
};

// One shopper per test: orders to one address are limited (rate-limits.test.ts), and a test's orders
// are its own.
let shopper = 0;
beforeEach(() => {
  shopper += 1;
});

function orderBody(over: Body = {}): Body {
  return {
    locale: 'uk',
    items: [{ id: ids.perfume.id, variation_id: ids.perfume.variationId, count: 2 }],
    customer: {
      name: 'Олена',
      surname: 'Коваль',
      phone: '+380 (67) 123-45-67',
      email: `olena.k+${shopper}@example.com`,
    },
    delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
    payment: 'requisites',
    captcha: 'sandbox-captcha-ok',
    ...over,
  };
}

/** Each order from its own address, so the per-client limit stays out of the way. */
function post(body: Body | string, key: string | null = `key-${++keyCounter}`) {
  const client = fromAddress(`198.51.100.${keyCounter % 250}`);
  return POST(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: key
        ? { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...client }
        : { 'Content-Type': 'application/json', ...client },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

type WcOrder = {
  id: number;
  order_key: string;
  status: string;
  total: string;
  discount_total: string;
  payment_method: string;
  fee_lines: { name: string; total: string }[];
  shipping_lines: { method_id: string; total: string }[];
  line_items: {
    product_id: number;
    price: number;
    total: string;
    meta_data: { key: string; value: unknown }[];
  }[];
  meta_data: { key: string; value: unknown }[];
  billing: Record<string, string>;
  shipping: Record<string, string>;
};
const wcOrder = (id: number) => wcGet<WcOrder>(sandbox, `orders/${id}`);
const countOrders = async () => (await wcGet<unknown[]>(sandbox, 'orders?per_page=100&status=any')).length;

async function refusal(body: Body | string, key?: string | null) {
  const response = await post(body, key);
  expect(response.status).toBe(400);
  return (await response.json()).error;
}

describe('POST /api/orders refuses', () => {
  let seededOrders = 0;
  beforeAll(async () => {
    seededOrders = await countOrders();
  });

  it('a request without an Idempotency-Key', async () => {
    expect((await refusal(orderBody(), null)).code).toBe('idempotency_key_required');
  });

  it('a body that is not JSON', async () => {
    expect((await refusal('{', 'k-json')).code).toBe('bad_request');
  });

  it('invalid contact data with the spec messages and the field', async () => {
    const customer = (over: Body) => ({ ...(orderBody().customer as Body), ...over });
    expect(await refusal(orderBody({ customer: customer({ name: '   ' }) }))).toEqual({
      code: 'required',
      message: "Заповніть обов'язкове поле.",
      field: 'customer.name',
    });
    expect(await refusal(orderBody({ customer: customer({ phone: '1' }) }))).toMatchObject({
      code: 'phone',
      field: 'customer.phone',
    });
    for (const phone of ['12', '+380 12']) {
      expect(await refusal(orderBody({ customer: customer({ phone }) }))).toEqual({
        code: 'phone',
        message: 'Введіть коректний номер.',
        field: 'customer.phone',
      });
    }
    expect(
      await refusal(orderBody({ customer: customer({ phone: '+38 067 123 45 67 89 01 23 45' }) })),
    ).toMatchObject({ code: 'phone' });
    expect(await refusal(orderBody({ customer: customer({ phone: 'call me' }) }))).toMatchObject({
      code: 'phone',
    });
    expect(await refusal(orderBody({ locale: 'en', customer: customer({ email: 'olena@' }) }))).toEqual({
      code: 'email',
      message: 'The e-mail address is incorrect.',
      field: 'customer.email',
    });
    expect(await refusal(orderBody({ customer: customer({ email: '' }) }))).toMatchObject({
      code: 'required',
      field: 'customer.email',
    });
  });

  it('missing delivery fields for the chosen method', async () => {
    expect(await refusal(orderBody({ delivery: { method: 'np', city: 'Київ' } }))).toMatchObject({
      code: 'required',
      field: 'delivery.department',
    });
    expect(await refusal(orderBody({ delivery: { method: 'postbox', city: 'Київ' } }))).toMatchObject({
      field: 'delivery.department',
    });
    expect(
      await refusal(orderBody({ delivery: { method: 'courier', city: 'Київ', street: 'вул. Хрещатик' } })),
    ).toMatchObject({
      code: 'required',
      field: 'delivery.house',
    });
    expect(
      await refusal(orderBody({ delivery: { method: 'np', city: ' ', department: 'Відділення №1' } })),
    ).toMatchObject({ field: 'delivery.city' });
  });

  it('a parcel without a delivery: an electronic certificate beside it changes nothing', async () => {
    const electronic = {
      type: 'electronic',
      denomination: 1000,
      recipientEmail: 'friend@example.com',
      count: 1,
    };
    const physical = { type: 'physical', denomination: 1000, count: 1 };
    for (const over of [
      { delivery: undefined },
      { delivery: undefined, certificates: [electronic] },
      { delivery: undefined, items: [], certificates: [electronic, physical] },
    ]) {
      expect(await refusal(orderBody(over))).toEqual({
        code: 'required',
        message: "Заповніть обов'язкове поле.",
        field: 'delivery.city',
      });
    }
  });

  it('a gift recipient without a phone', async () => {
    expect(await refusal(orderBody({ recipient: { name: 'Ія', surname: 'Бондар' } }))).toMatchObject({
      code: 'required',
      field: 'recipient.phone',
    });
  });

  it('an empty cart: cart_empty', async () => {
    expect(await refusal(orderBody({ items: [], gifts: [ids.gifts[0]] }))).toMatchObject({
      code: 'cart_empty',
      message: expect.stringMatching(/Кошик порожній/),
    });
  });

  it('a set with too few aromas, duplicates or a non-sample: set_incomplete', async () => {
    for (const aromas of [
      ids.aromas.slice(0, 5),
      [...ids.aromas.slice(0, 5), ids.aromas[0]],
      [...ids.aromas.slice(0, 5), ids.simple.id],
    ]) {
      expect((await refusal(orderBody({ sets: [{ size: 6, aromas }] }))).code).toBe('set_incomplete');
    }
  });

  it('three gifts or a gift that is not on the gift list: gift_invalid', async () => {
    expect((await refusal(orderBody({ gifts: ids.gifts.slice(0, 3) }))).code).toBe('gift_invalid');
    expect((await refusal(orderBody({ gifts: [ids.simple.id] }))).code).toBe('gift_invalid');
  });

  it('a certificate sent as a plain line, without its type and recipient: certificate_details_required', async () => {
    const [variation] = await wcGet<{ id: number }[]>(
      sandbox,
      `products/${ids.certificateElectronic}/variations`,
    );
    expect(
      await refusal(
        orderBody({ items: [{ id: ids.certificateElectronic, variation_id: variation.id, count: 1 }] }),
      ),
    ).toEqual({
      code: 'certificate_details_required',
      message: expect.stringMatching(/сертифікат/i),
      field: 'items.0',
    });
  });

  it('an unknown product or variation: product_unavailable', async () => {
    expect((await refusal(orderBody({ items: [{ id: 999999, count: 1 }] }))).code).toBe(
      'product_unavailable',
    );
    expect(
      (await refusal(orderBody({ items: [{ id: ids.perfume.id, variation_id: 999999, count: 1 }] }))).code,
    ).toBe('product_unavailable');
    expect((await refusal(orderBody({ items: [{ id: ids.perfume.id, count: 1 }] }))).code).toBe(
      'product_unavailable',
    );
  });

  it('an invalid coupon with its code', async () => {
    expect(await refusal(orderBody({ promo: 'expired2025' }))).toMatchObject({
      code: 'coupon_expired',
      field: 'promo',
    });
    expect((await refusal(orderBody({ promo: 'nosuchcode' }))).code).toBe('coupon_not_found');
  });

  it('and makes no order for any refusal', async () => {
    expect(await countOrders()).toBe(seededOrders);
  });
});

describe('POST /api/orders places', () => {
  it('an order priced from the catalogue: a tampered price or total is ignored', async () => {
    const body = orderBody({
      items: [{ id: ids.perfume.id, variation_id: ids.perfume.variationId, count: 2, price: 1, total: 1 }],
      total: 1,
      discount: 10000,
    });
    const response = await post(body);
    expect(response.status).toBe(201);
    const { order, payment } = await response.json();
    expect(order).toMatchObject({
      subtotal: ids.perfume.price * 2,
      total: ids.perfume.price * 2,
      discount: 0,
      fee: 0,
      shipping: 0,
    });
    expect(payment).toBeUndefined();
    const stored = await wcOrder(order.id);
    expect(Number(stored.total)).toBe(ids.perfume.price * 2);
  });

  it('what a shopper typed as plain text: markup in names, the address and the comment is not kept', async () => {
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const response = await post(
      orderBody({
        customer: {
          name: `${markup}Олена`,
          surname: '<b>Коваль</b>',
          phone: '+380671234567',
          email: 'plain@example.com',
        },
        delivery: { method: 'np', city: `Київ${markup}`, department: `${markup}Відділення №1` },
        comment: `Подзвоніть,\n<b>будь ласка</b>${markup}`,
      }),
    );
    expect(response.status).toBe(201);
    const stored = await wcOrder((await response.json()).order.id);
    expect(stored.billing).toMatchObject({ first_name: 'Олена', last_name: 'Коваль', city: 'Київ' });
    expect(stored.shipping.address_1).toBe('Відділення №1');
    expect((stored as unknown as { customer_note: string }).customer_note).toBe('Подзвоніть,\nбудь ласка');
    expect(JSON.stringify(stored)).not.toMatch(/<|onerror/);
  });

  it('by requisites: on hold, bank transfer, no payment form, and a confirmation e-mail in the order’s language', async () => {
    jest.mocked(sendOrderConfirmation).mockClear();
    const response = await post(orderBody({ locale: 'en', payment: 'requisites' }));
    const { order } = await response.json();
    expect(order.status).toBe('on-hold');
    const stored = await wcOrder(order.id);
    expect(stored.payment_method).toBe('bacs');
    expect(stored.meta_data).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'lang', value: 'en' })]),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(sendOrderConfirmation).toHaveBeenCalledWith(
      expect.objectContaining({ lng: 'en', payment: 'requisites' }),
    );
  });

  it('by card online: pending, a 2% fee of the goods after the discount, and the signed WayForPay form', async () => {
    const response = await post(orderBody({ payment: 'wayforpay', promo: 'WELCOME10', locale: 'ru' }));
    expect(response.status).toBe(201);
    const { order, payment } = await response.json();
    const goods = ids.perfume.price * 2;
    const discount = Math.round(goods * 10) / 100;
    const fee = Math.round((goods - discount) * 2) / 100;
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: goods,
      discount,
      fee,
      total: Math.round((goods - discount + fee) * 100) / 100,
    });
    const stored = await wcOrder(order.id);
    expect(stored.fee_lines).toEqual([
      expect.objectContaining({ name: 'Card payment commission 2%', total: fee.toFixed(2) }),
    ]);
    expect(stored.shipping_lines[0]).toMatchObject({ method_id: 'nova_poshta_np', total: '0.00' });
    const field = (name: string) => payment.fields.find(([k]: [string, string]) => k === name)?.[1];
    expect(payment.action).toBe(`${sandbox.url}/wayforpay/pay`);
    expect(field('orderReference')).toBe(`WC-${order.id}`);
    expect(Number(field('amount'))).toBe(order.total);
    expect(field('language')).toBe('RU');
    // The shopper comes back with WooCommerce's order key: an order id alone shows nothing.
    expect(field('returnUrl')).toBe(
      `https://shop.example/ru/checkout/result?order=${order.id}&key=${stored.order_key}`,
    );
    expect(stored.order_key).toMatch(/^wc_order_\w+$/);
    expect(field('serviceUrl')).toBe('https://shop.example/api/payment/wayforpay');
    expect(field('merchantSignature')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a set, two gifts at 0, a certificate and a gift recipient, all recorded on the WooCommerce order', async () => {
    const response = await post(
      orderBody({
        items: [],
        sets: [{ size: 6, aromas: ids.aromas.slice(0, 6) }],
        gifts: ids.gifts.slice(1, 3),
        certificates: [
          { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com', count: 1 },
        ],
        recipient: {
          name: 'Ія',
          surname: 'Бондар',
          phone: '+380501112233',
          message: 'З днем народження!',
          from: 'Олена',
        },
        delivery: { method: 'courier', city: 'Київ', street: 'вул. Хрещатик', house: '1', apartment: '5' },
        comment: 'Подзвоніть перед доставкою',
        utm: CAMPAIGN,
      }),
    );
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order.subtotal).toBe(ids.set6.price + 1000);
    const stored = await wcOrder(order.id);
    const [set, gift1, gift2, certificate] = stored.line_items;
    expect(set.product_id).toBe(ids.set6.id);
    expect(set.meta_data.map((m) => m.key)).toEqual(['Аромати набору']);
    expect([gift1.total, gift2.total]).toEqual(['0.00', '0.00']);
    expect(gift1.meta_data).toEqual([
      expect.objectContaining({ key: 'Подарунок до замовлення', value: 'так, безкоштовно' }),
    ]);
    expect(certificate.product_id).toBe(ids.certificateElectronic);
    expect(certificate.meta_data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'Сертифікат', value: 'електронний' }),
        expect.objectContaining({ key: 'E-mail отримувача сертифіката', value: 'friend@example.com' }),
      ]),
    );
    expect(stored.shipping).toMatchObject({
      first_name: 'Ія',
      last_name: 'Бондар',
      address_1: 'вул. Хрещатик, 1',
    });
    const meta = Object.fromEntries(stored.meta_data.map((m) => [m.key, m.value]));
    expect(meta).toMatchObject({
      gift_message: 'З днем народження!',
      gift_from: 'Олена',
      utm: JSON.stringify(CAMPAIGN),
      delivery_method: 'courier',
      delivery_apartment: '5',
    });
  });
});

/** The order's notes, once the manager's note is there: it is written after the answer. */
async function notes(id: number) {
  for (let i = 0; i < 50; i += 1) {
    const found = await wcGet<{ note: string }[]>(sandbox, `orders/${id}/notes`);
    if (found.length) return found.map((n) => n.note);
    await new Promise((r) => setTimeout(r, 20));
  }
  return [];
}

/** What the confirmation e-mail of the order was asked to say, once it was sent (after the note). */
async function confirmationOf(id: number) {
  const find = () =>
    jest.mocked(sendOrderConfirmation).mock.calls.find(([input]) => input.order.id === id)?.[0];
  for (let i = 0; i < 50 && !find(); i += 1) await new Promise((r) => setTimeout(r, 20));
  return find();
}

describe('POST /api/orders and an order sent by e-mail (spec §9)', () => {
  it('electronic certificates only, without a delivery: placed by e-mail, with no gift samples and no Nova Poshta meta', async () => {
    const response = await post(
      orderBody({
        items: [],
        certificates: [
          { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com', count: 1 },
        ],
        gifts: ids.gifts.slice(1, 3),
        delivery: undefined,
      }),
    );
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(order).toMatchObject({ subtotal: 1000, total: 1000, shipping: 0 });
    const stored = await wcOrder(order.id);
    expect(stored.line_items.map((l) => l.product_id)).toEqual([ids.certificateElectronic]);
    expect(stored.shipping_lines).toEqual([
      expect.objectContaining({ method_id: 'email', method_title: 'Електронною поштою', total: '0.00' }),
    ]);
    expect(stored.billing).toMatchObject({ city: '', address_1: '' });
    const deliveryMeta = stored.meta_data.filter((m) => m.key.startsWith('delivery_'));
    expect(deliveryMeta).toEqual([expect.objectContaining({ key: 'delivery_method', value: 'email' })]);
    expect((await notes(order.id))[0]).toMatch(/^Доставка: Електронною поштою\n/);
    expect((await confirmationOf(order.id))?.shipping).toBe('email');
  });

  it('electronic certificates only, with a delivery an older page sent: still by e-mail, the address unused', async () => {
    const response = await post(
      orderBody({
        items: [],
        certificates: [
          { type: 'electronic', denomination: 500, recipientEmail: 'friend@example.com', count: 2 },
        ],
      }),
    );
    expect(response.status).toBe(201);
    const stored = await wcOrder((await response.json()).order.id);
    expect(stored.shipping_lines[0]).toMatchObject({ method_id: 'email' });
    expect(JSON.stringify(stored)).not.toMatch(/Відділення №1/);
  });
});

describe('POST /api/orders and "add to my previous order" (spec §3 add-order checkbox)', () => {
  const JOIN_NOTE = 'Покупець просить додати до попереднього замовлення й надіслати разом';
  const branch = { method: 'np', city: 'Київ', department: 'Відділення №1' };
  const joinMeta = (order: WcOrder) => order.meta_data.filter((m) => m.key === 'delivery_join_previous');

  it('a shopper who asks for it: the order carries delivery_join_previous = yes and the manager’s note says so', async () => {
    const response = await post(orderBody({ locale: 'en', delivery: { ...branch, joinPrevious: true } }));
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(joinMeta(await wcOrder(order.id))).toEqual([
      expect.objectContaining({ key: 'delivery_join_previous', value: 'yes' }),
    ]);
    expect((await notes(order.id))[0].split('\n')).toEqual(
      expect.arrayContaining(['Доставка: Відділення Нової Пошти, Київ, Відділення №1', JOIN_NOTE]),
    );
    expect(await confirmationOf(order.id)).toMatchObject({ lng: 'en', joinPrevious: true });
  });

  it.each([
    ['unticked', { ...branch, joinPrevious: false }],
    ['not sent', branch],
  ])('a box %s: neither the meta nor the line of the note', async (_, delivery) => {
    const response = await post(orderBody({ delivery }));
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect(joinMeta(await wcOrder(order.id))).toEqual([]);
    const [note] = await notes(order.id);
    expect(note).toMatch(/^Доставка: /);
    expect(note).not.toContain(JOIN_NOTE);
    expect((await confirmationOf(order.id))?.joinPrevious).toBe(false);
  });

  it('anything but a boolean is a bad request about that field, and places nothing', async () => {
    const before = await countOrders();
    for (const joinPrevious of ['yes', 1, null]) {
      expect(await refusal(orderBody({ delivery: { ...branch, joinPrevious } }))).toMatchObject({
        code: 'bad_request',
        field: 'delivery.joinPrevious',
      });
    }
    expect(await countOrders()).toBe(before);
  });
});

describe('POST /api/orders and the surprise gift', () => {
  it('gift id 1 puts the surprise gift on the order, though product 1 is a perfume', async () => {
    const [surprise] = await wcGet<{ id: number }[]>(sandbox, 'products?slug=gift-surprise');
    expect(surprise.id).not.toBe(1);
    const response = await post(orderBody({ gifts: [1, ids.gifts.find((id) => id !== surprise.id)!] }));
    expect(response.status).toBe(201);
    const stored = await wcOrder((await response.json()).order.id);
    const gifts = stored.line_items.filter((l) =>
      l.meta_data.some((m) => m.key === 'Подарунок до замовлення'),
    );
    expect(gifts.map((l) => [l.product_id === surprise.id, l.total])).toEqual([
      [true, '0.00'],
      [false, '0.00'],
    ]);
  });

  it('the surprise gift under both its ids is one gift twice: gift_invalid', async () => {
    const [surprise] = await wcGet<{ id: number }[]>(sandbox, 'products?slug=gift-surprise');
    expect((await refusal(orderBody({ gifts: [1, surprise.id] }))).code).toBe('gift_invalid');
  });
});

describe('POST /api/orders and the campaign record', () => {
  it('drops a malformed campaign visit record and places the order without it', async () => {
    const response = await post(orderBody({ utm: { utm_source: 'x'.repeat(5000), script: '<b>' } }));
    expect(response.status).toBe(201);
    const stored = await wcOrder((await response.json()).order.id);
    expect(stored.meta_data.map((m) => m.key)).not.toContain('utm');
  });
});

describe('POST /api/orders is idempotent', () => {
  it('the same key sent twice at once makes one order and answers the same', async () => {
    const before = await countOrders();
    const body = orderBody({ payment: 'wayforpay' });
    const [a, b] = await Promise.all([post(body, 'same-key'), post(body, 'same-key')]);
    const [ja, jb] = await Promise.all([a.json(), b.json()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(ja).toEqual(jb);
    const again = await post(body, 'same-key');
    expect(await again.json()).toEqual(ja);
    expect(await countOrders()).toBe(before + 1);
  });

  it('the same key with another body is refused', async () => {
    await post(orderBody(), 'reused-key');
    const response = await post(orderBody({ comment: 'other' }), 'reused-key');
    expect(response.status).toBe(422);
    expect((await response.json()).error.code).toBe('idempotency_key_reused');
  });
});

describe('the coupon race', () => {
  it('a coupon with usage limit 1 used by 20 orders at once succeeds exactly once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          orderBody({
            promo: 'once',
            customer: { ...(orderBody().customer as Body), email: `race${i}@example.com` },
          }),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const errors = await Promise.all(responses.filter((r) => r.status !== 201).map((r) => r.json()));
    expect(errors.every((e) => e.error.code === 'coupon_usage_limit_reached')).toBe(true);
  });
});
