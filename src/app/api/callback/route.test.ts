import { fromAddress } from '@/test-support/peer-address';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { seededIds, wcGet, type SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import { LIMITS } from '@/server/rate-limit/limits';
import { POST } from './route';

let sandbox: SandboxProcess;
let ids: SeededIds;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  process.env.WORDPRESS_GRAPHQL_URL = `${sandbox.url}/graphql`;
  ids = await seededIds(sandbox);
});
afterAll(() => sandbox.close());

type Body = Record<string, unknown>;
type WooOrder = {
  id: number;
  status: string;
  total: string;
  billing: { first_name: string; phone: string; email: string };
  line_items: { product_id: number; variation_id: number; quantity: number; total: string }[];
  meta_data: { key: string; value: unknown }[];
};

// One phone per test: orders per phone are limited.
let phoneCounter = 0;
const nextPhone = () => `+380 67 123 45 ${String(10 + (phoneCounter += 1)).padStart(2, '0')}`;

function callbackBody(over: Body = {}): Body {
  return {
    locale: 'uk',
    phone: nextPhone(),
    items: [{ id: ids.perfume.id, variation_id: ids.perfume.variationId, count: 2 }],
    captcha: 'sandbox-captcha-ok',
    ...over,
  };
}

function post(body: Body | string, client = `198.51.100.${(phoneCounter % 200) + 1}`) {
  return POST(
    new Request('http://shop.test/api/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...fromAddress(client) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const meta = (order: WooOrder, key: string) => order.meta_data.find((m) => m.key === key)?.value;

describe('POST /api/callback', () => {
  it('creates an order on hold with the lines priced by WooCommerce, the phone, the name and the meta', async () => {
    const phone = nextPhone();
    const response = await post(
      callbackBody({
        phone,
        name: 'Олена',
        locale: 'en',
        // A price the browser adds is ignored.
        items: [{ id: ids.perfume.id, variation_id: ids.perfume.variationId, count: 2, price: 1 }],
      }),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { order: { id: number; number: string }; callback: unknown };
    expect(body.order).toEqual({ id: expect.any(Number), number: String(body.order.id) });
    expect(body.callback).toEqual(expect.objectContaining({ kind: expect.stringMatching(/^(soon|later)$/) }));

    const order = await wcGet<WooOrder>(sandbox, `orders/${body.order.id}`);
    expect(order.status).toBe('on-hold');
    expect(order.billing).toMatchObject({ first_name: 'Олена', phone, email: '' });
    expect(order.line_items).toEqual([
      expect.objectContaining({
        product_id: ids.perfume.id,
        variation_id: ids.perfume.variationId,
        quantity: 2,
        total: (ids.perfume.price * 2).toFixed(2),
      }),
    ]);
    expect(Number(order.total)).toBe(ids.perfume.price * 2);
    expect(meta(order, 'callback_request')).toBe('yes');
    expect(meta(order, 'lang')).toBe('en');
    const notes = await wcGet<{ note: string }[]>(sandbox, `orders/${body.order.id}/notes`);
    expect(notes.map((n) => n.note)).toContain(`Швидке замовлення: передзвоніть клієнту — ${phone} — Олена`);
  });

  it('orders a whole basket: a product, a discovery set and a gift, as the checkout does', async () => {
    const response = await post(
      callbackBody({
        items: [{ id: ids.simple.id, count: 1 }],
        sets: [{ size: 6, aromas: ids.aromas.slice(0, 6), count: 1 }],
        gifts: [ids.gifts.find((id) => id !== 1)!],
      }),
    );
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { id: number } };
    const created = await wcGet<WooOrder>(sandbox, `orders/${order.id}`);
    expect(created.line_items.map((l) => l.product_id).sort()).toEqual(
      [ids.simple.id, ids.set6.id, expect.any(Number)].sort(),
    );
    expect(created.line_items).toHaveLength(3);
  });

  it('keeps HTML in the name from reaching WooCommerce as markup', async () => {
    const response = await post(
      callbackBody({ name: '<img src=x onerror=alert(1)>Олена<script>x</script>' }),
    );
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as { order: { id: number } };
    const created = await wcGet<WooOrder>(sandbox, `orders/${order.id}`);
    expect(created.billing.first_name).toBe('Олена');
  });

  it('a missing or invalid phone is 400 with the field and the message in the page language', async () => {
    const missing = await post(callbackBody({ phone: '' }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toEqual({
      code: 'required',
      message: "Заповніть обов'язкове поле.",
      field: 'phone',
    });
    const wrong = await post(callbackBody({ phone: '+380 67 12', locale: 'en' }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toEqual({
      code: 'phone',
      message: 'Enter a valid number.',
      field: 'phone',
    });
  });

  it('an unknown or sold-out product is 400 product_unavailable for that line, and no order is made', async () => {
    const before = await wcGet<WooOrder[]>(sandbox, 'orders?per_page=100&status=any');
    const unknown = await post(
      callbackBody({
        items: [
          { id: ids.simple.id, count: 1 },
          { id: 999_999, count: 1 },
        ],
        locale: 'en',
      }),
    );
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toEqual({
      code: 'product_unavailable',
      message: 'One of the products is not available to order right now.',
      field: 'items.1',
    });
    const [soldOut] = await wcGet<{ id: number }[]>(sandbox, 'products?stock_status=outofstock&type=simple');
    const outOfStock = await post(callbackBody({ items: [{ id: soldOut.id, count: 1 }] }));
    expect(outOfStock.status).toBe(400);
    expect((await outOfStock.json()).error).toMatchObject({ code: 'product_unavailable', field: 'items.0' });
    const after = await wcGet<WooOrder[]>(sandbox, 'orders?per_page=100&status=any');
    expect(after).toHaveLength(before.length);
  });

  it('a certificate or a gift sample sent as a plain line is refused with a clear message', async () => {
    const certificate = await post(callbackBody({ items: [{ id: ids.certificateElectronic, count: 1 }] }));
    expect(certificate.status).toBe(400);
    expect((await certificate.json()).error).toMatchObject({
      code: 'certificate_details_required',
      field: 'items.0',
    });
    const gift = await post(callbackBody({ items: [{ id: ids.gifts[1], count: 1 }] }));
    expect((await gift.json()).error).toMatchObject({ code: 'product_unavailable', field: 'items.0' });
  });

  it('a missing or refused captcha is 400 captcha_failed, and no order is made', async () => {
    const before = await wcGet<WooOrder[]>(sandbox, 'orders?per_page=100&status=any');
    for (const captcha of [undefined, '', 'forged-token']) {
      const response = await post(callbackBody({ captcha, locale: 'en' }));
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual({
        code: 'captcha_failed',
        message: 'The "I am not a robot" check failed. Please try again.',
        field: 'captcha',
      });
    }
    const after = await wcGet<WooOrder[]>(sandbox, 'orders?per_page=100&status=any');
    expect(after).toHaveLength(before.length);
  });

  it('nothing to order is 400 cart_empty', async () => {
    const response = await post(callbackBody({ items: [] }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'cart_empty' });
  });

  it('refuses bodies that are not JSON, too big or broken, with 4xx', async () => {
    expect((await post('{"locale":')).status).toBe(400);
    expect((await post({ ...callbackBody(), name: 'x'.repeat(300_000) })).status).toBe(413);
    const form = await POST(
      new Request('http://shop.test/api/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'phone=1',
      }),
    );
    expect(form.status).toBe(415);
  });

  it(`past ${LIMITS.callbackPerPhone.limit} requests for one phone in an hour the next is 429, from any client`, async () => {
    const phone = nextPhone();
    for (let i = 0; i < LIMITS.callbackPerPhone.limit; i += 1) {
      expect((await post(callbackBody({ phone }), `192.0.2.${100 + i}`)).status).toBe(201);
    }
    // The same number written another way is the same phone.
    const next = await post(callbackBody({ phone: phone.replace(/ /g, '') }), '192.0.2.199');
    expect(next.status).toBe(429);
    expect(next.headers.get('Retry-After')).toBeTruthy();
    expect((await next.json()).error.code).toBe('rate_limited');
  });

  it('20 requests for one phone at once make no more orders than the limit', async () => {
    const phone = nextPhone();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(callbackBody({ phone }), `203.0.113.${i + 1}`)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.callbackPerPhone.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMITS.callbackPerPhone.limit);
    const orders = await wcGet<WooOrder[]>(sandbox, 'orders?per_page=100&status=on-hold');
    const digits = (value: string) => value.replace(/\D/g, '');
    expect(orders.filter((o) => digits(o.billing.phone) === digits(phone))).toHaveLength(
      LIMITS.callbackPerPhone.limit,
    );
  });

  it('one client is limited across phones, before the captcha is checked', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.callbackPerClient.limit; i += 1) {
      statuses.push((await post(callbackBody({ captcha: 'forged' }), '192.0.2.250')).status);
    }
    expect(statuses.slice(0, LIMITS.callbackPerClient.limit).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
