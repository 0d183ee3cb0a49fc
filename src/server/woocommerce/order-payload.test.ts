import { serverT } from '@/i18n/server';
import type { CatalogItem, CheckoutCatalog } from '@/domain/checkout/catalog-item';
import { resolveOrderLines } from '@/domain/checkout/order-lines';
import { orderRequestSchema } from '@/domain/checkout/order-schema';
import { shipmentOf } from '@/domain/checkout/shipment';
import { buildOrderPayload } from './order-payload';

const CAMPAIGN = {
  timestamp: 1_790_000_000_000,
  utmParams: { utm_source: 'ig' },
  additionalInfo: {
    referrer: '',
    userAgent: 'Mozilla/5.0',
    language: 'uk',
    landingPageUrl: 'https://shop.example/?utm_source=ig',
    screenWidth: 390,
    screenHeight: 844,
  },
  sessionId: 's-1',
};

const item = (over: Partial<CatalogItem>): CatalogItem => ({
  productId: 1,
  variationId: 0,
  name: 'Item',
  sku: '',
  price: 100,
  onSale: false,
  inStock: true,
  isVariableParent: false,
  categoryIds: [1],
  categorySlugs: ['women'],
  stock: null,
  ...over,
});

const LIMITS = { maxLineQuantity: 20, maxOrderQuantity: 50 };

const catalog: CheckoutCatalog = {
  items: new Map([
    ['10:11', item({ productId: 10, variationId: 11, name: 'Velvet Amber - 50 ml', price: 1999 })],
    ...[1, 2, 3, 4, 5, 6].map((n): [string, CatalogItem] => [
      `${100 + n}:0`,
      item({ productId: 100 + n, name: `Aroma ${n} 2 ml`, price: 65, categorySlugs: ['aroma-samples'] }),
    ]),
    ['200:0', item({ productId: 200, name: 'Surprise', price: 0, categorySlugs: ['gift-samples'] })],
    ['201:0', item({ productId: 201, name: 'Mini', price: 0, categorySlugs: ['gift-samples'] })],
  ]),
  sets: new Map([
    [6, item({ productId: 30, name: 'Discovery set 6×2 ml', price: 329, categorySlugs: ['discovery-sets'] })],
  ]),
  certificates: new Map(
    (['electronic', 'physical'] as const).map((type, i): [string, CatalogItem] => [
      `${type}:1000`,
      item({
        productId: 40 + i,
        variationId: 50 + i,
        name: `Certificate ${type}`,
        price: 1000,
        categorySlugs: ['certificates'],
        certificateType: type,
        denomination: 1000,
      }),
    ]),
  ),
  surpriseGiftId: 200,
};

/** A cart of one certificate of the type, for a friend, with two gift samples chosen. */
const certificate = (type: string) => ({
  items: [],
  certificates: [{ type, denomination: 1000, recipientEmail: 'friend@example.com', count: 1 }],
  gifts: [1, 201],
});

const request = (over: Record<string, unknown> = {}) =>
  orderRequestSchema.parse({
    locale: 'uk',
    items: [{ id: 10, variation_id: 11, count: 2, price: 1, total: 1 }],
    customer: {
      name: ' Олена ',
      surname: 'Коваль',
      phone: '+380671234567',
      email: 'o@example.com',
      price: 1,
    },
    delivery: { method: 'np', city: 'Київ', department: 'Відділення №3' },
    payment: 'wayforpay',
    total: 1,
    discount: 999,
    ...over,
  });

function payload(over: Record<string, unknown> = {}, fee = 0) {
  const req = request(over);
  const lines = resolveOrderLines(req, catalog, LIMITS);
  if (!lines.ok) throw new Error(lines.code);
  const shipment = shipmentOf(lines.lines, req.delivery);
  if (!shipment) throw new Error('no delivery');
  return buildOrderPayload({
    request: req,
    shipment,
    lines: lines.lines,
    fee,
    idempotencyKey: 'k1',
    t: serverT('uk', 'checkout'),
  });
}

describe('buildOrderPayload', () => {
  it('sends ids and quantities only: no price from the browser can reach WooCommerce', () => {
    const body = payload();
    expect(body.line_items).toEqual([{ product_id: 10, variation_id: 11, quantity: 2 }]);
    const json = JSON.stringify(body);
    expect(json).not.toMatch(/"price"|"subtotal"|"total":1\b|"discount"/);
    expect(body).not.toHaveProperty('total');
  });

  it('a set is the set product with its aromas; gifts are lines marked as gifts; the surprise gift id 1 maps to its product', () => {
    const body = payload({
      items: [],
      sets: [{ size: 6, aromas: [101, 102, 103, 104, 105, 106] }],
      gifts: [1, 201],
    });
    expect(body.line_items).toEqual([
      {
        product_id: 30,
        quantity: 1,
        meta_data: [
          {
            key: 'Аромати набору',
            value: 'Aroma 1 2 ml, Aroma 2 2 ml, Aroma 3 2 ml, Aroma 4 2 ml, Aroma 5 2 ml, Aroma 6 2 ml',
          },
        ],
      },
      {
        product_id: 200,
        quantity: 1,
        meta_data: [{ key: 'Подарунок до замовлення', value: 'так, безкоштовно' }],
      },
      {
        product_id: 201,
        quantity: 1,
        meta_data: [{ key: 'Подарунок до замовлення', value: 'так, безкоштовно' }],
      },
    ]);
  });

  it('carries the fee, a free Nova Poshta shipping line, billing, status, coupon and meta', () => {
    const body = payload({ promo: ' WELCOME10 ', utm: CAMPAIGN, subscribe: true, comment: 'Дякую' }, 71.96);
    expect(body.fee_lines).toEqual([
      { name: 'Card payment commission 2%', tax_status: 'none', total: '71.96' },
    ]);
    expect(body.shipping_lines).toEqual([
      { method_id: 'nova_poshta_np', method_title: 'Відділення Нової Пошти', total: '0' },
    ]);
    expect(body.coupon_lines).toEqual([{ code: 'welcome10' }]);
    expect(body).toMatchObject({
      status: 'pending',
      payment_method: 'wayforpay',
      customer_note: 'Дякую',
      billing: {
        first_name: 'Олена',
        city: 'Київ',
        address_1: 'Відділення №3',
        email: 'o@example.com',
        country: 'UA',
      },
    });
    expect(body.meta_data).toEqual(
      expect.arrayContaining([
        { key: '_idempotency_key', value: 'k1' },
        { key: 'lang', value: 'uk' },
        { key: 'utm', value: JSON.stringify(CAMPAIGN) },
        { key: 'subscribe', value: 'yes' },
        { key: 'delivery_department', value: 'Відділення №3' },
      ]),
    );
  });

  it('requisites and card transfer are on hold with WooCommerce gateways bacs and card_transfer', () => {
    expect(payload({ payment: 'requisites' })).toMatchObject({
      status: 'on-hold',
      payment_method: 'bacs',
      fee_lines: [],
    });
    expect(payload({ payment: 'card' })).toMatchObject({
      status: 'on-hold',
      payment_method: 'card_transfer',
    });
  });

  it('a courier address and a gift recipient go to billing and shipping', () => {
    const body = payload({
      delivery: {
        method: 'courier',
        city: 'Львів',
        street: 'вул. Городоцька',
        house: '12',
        entrance: '2',
        apartment: '7',
      },
      recipient: { name: 'Ія', surname: 'Бондар', phone: '+380501112233', message: 'Вітаю', from: 'О.' },
    });
    expect(body.billing).toMatchObject({ address_1: 'вул. Городоцька, 12', address_2: "під'їзд 2, кв. 7" });
    expect(body.shipping).toMatchObject({ first_name: 'Ія', last_name: 'Бондар', phone: '+380501112233' });
    expect(body.shipping_lines[0].method_id).toBe('nova_poshta_courier');
    expect(body.meta_data).toEqual(
      expect.arrayContaining([
        { key: 'gift_recipient', value: 'Ія Бондар, +380501112233' },
        { key: 'gift_message', value: 'Вітаю' },
        { key: 'gift_from', value: 'О.' },
      ]),
    );
  });
});

describe('buildOrderPayload and the add-order checkbox (spec §3)', () => {
  const branch = { method: 'np', city: 'Київ', department: 'Відділення №3' };
  const joinMeta = (delivery: Record<string, unknown>) =>
    payload({ delivery }).meta_data.filter((m) => m.key === 'delivery_join_previous');

  it('a shopper who asks to ship with their previous order: meta delivery_join_previous = yes', () => {
    expect(joinMeta({ ...branch, joinPrevious: true })).toEqual([
      { key: 'delivery_join_previous', value: 'yes' },
    ]);
  });

  it('no such meta when the box is unticked or not sent', () => {
    expect(joinMeta({ ...branch, joinPrevious: false })).toEqual([]);
    expect(joinMeta(branch)).toEqual([]);
  });

  it('an order by e-mail has no parcel to join: the request is not used', () => {
    const body = payload({ ...certificate('electronic'), delivery: { ...branch, joinPrevious: true } });
    expect(body.meta_data.map((m) => m.key)).not.toContain('delivery_join_previous');
  });
});

describe('resolveOrderLines refuses', () => {
  const refuse = (over: Record<string, unknown>) => {
    const result = resolveOrderLines(request(over), catalog, LIMITS);
    return result.ok ? 'ok' : result.code;
  };
  it('an empty cart, even with gifts', () => expect(refuse({ items: [], gifts: [200] })).toBe('cart_empty'));
  it('a set of the wrong size or with a non-sample', () => {
    expect(refuse({ sets: [{ size: 6, aromas: [101, 102, 103] }] })).toBe('set_incomplete');
    expect(refuse({ sets: [{ size: 6, aromas: [101, 102, 103, 104, 105, 10] }] })).toBe('set_incomplete');
  });
  it('more than 2 gifts, a repeated gift, or a product that is not a gift', () => {
    expect(refuse({ gifts: [200, 201, 1] })).toBe('gift_invalid');
    expect(refuse({ gifts: [201, 201] })).toBe('gift_invalid');
    expect(refuse({ gifts: [101] })).toBe('gift_invalid');
  });
  it('an unknown product, a variable parent without its variation, or a building block sold alone', () => {
    expect(refuse({ items: [{ id: 99, count: 1 }] })).toBe('product_unavailable');
    expect(refuse({ items: [{ id: 101, count: 1 }] })).toBe('product_unavailable');
  });
  it('a certificate as a plain line, without its type and recipient', () => {
    const withCertificate: CheckoutCatalog = {
      ...catalog,
      items: new Map([
        ...catalog.items,
        ['40:41', item({ productId: 40, variationId: 41, price: 1000, categorySlugs: ['certificates'] })],
      ]),
    };
    const result = resolveOrderLines(
      request({ items: [{ id: 40, variation_id: 41, count: 1 }] }),
      withCertificate,
      LIMITS,
    );
    expect(result).toEqual({ ok: false, code: 'certificate_details_required', field: 'items.0' });
  });
});

describe('resolveOrderLines and the surprise gift', () => {
  it('reads gift id 1 as the surprise gift, even when product 1 is a perfume', () => {
    const withProduct1: CheckoutCatalog = {
      ...catalog,
      items: new Map([...catalog.items, ['1:0', item({ productId: 1, name: 'Perfume 1' })]]),
    };
    const result = resolveOrderLines(request({ gifts: [1, 201] }), withProduct1, LIMITS);
    expect(result.ok && result.lines.filter((l) => l.kind === 'gift').map((l) => l.productId)).toEqual([
      200, 201,
    ]);
  });

  it('counts the surprise gift under both its ids as one gift twice', () => {
    const result = resolveOrderLines(request({ gifts: [1, 200] }), catalog, LIMITS);
    expect(result).toMatchObject({ ok: false, code: 'gift_invalid' });
  });
});

describe('resolveOrderLines and gifts on an order sent by e-mail', () => {
  it('leaves the gift samples off an order of electronic certificates only: nothing is posted', () => {
    const result = resolveOrderLines(request(certificate('electronic')), catalog, LIMITS);
    if (!result.ok) throw new Error(result.code);
    expect(result.lines.map((l) => l.kind)).toEqual(['certificate']);
  });

  it('keeps them with a physical certificate, which travels by post', () => {
    const result = resolveOrderLines(request(certificate('physical')), catalog, LIMITS);
    if (!result.ok) throw new Error(result.code);
    expect(result.lines.map((l) => l.kind)).toEqual(['gift', 'gift', 'certificate']);
  });

  it('keeps them when an electronic certificate comes with a perfume, which travels by post', () => {
    const result = resolveOrderLines(
      request({ ...certificate('electronic'), items: [{ id: 10, variation_id: 11, count: 1 }] }),
      catalog,
      LIMITS,
    );
    if (!result.ok) throw new Error(result.code);
    expect(result.lines.map((l) => l.kind)).toEqual(['product', 'gift', 'gift', 'certificate']);
  });
});

describe('buildOrderPayload for an order sent by e-mail', () => {
  it('an order of electronic certificates only: a free "Електронною поштою" shipping line, no address, no Nova Poshta meta', () => {
    const body = payload({ ...certificate('electronic'), delivery: undefined });
    expect(body.shipping_lines).toEqual([
      { method_id: 'email', method_title: 'Електронною поштою', total: '0' },
    ]);
    expect(body.billing).toMatchObject({ city: '', address_1: '', address_2: '', email: 'o@example.com' });
    expect(body.shipping).toMatchObject({ first_name: 'Олена', city: '', address_1: '' });
    const keys = body.meta_data.map((m) => m.key);
    expect(keys.filter((k) => k.startsWith('delivery_'))).toEqual(['delivery_method']);
    expect(body.meta_data).toContainEqual({ key: 'delivery_method', value: 'email' });
  });

  it('a delivery sent with such an order is not used: the lines decide, not the browser', () => {
    const body = payload(certificate('electronic'));
    expect(body.shipping_lines[0].method_id).toBe('email');
    expect(JSON.stringify(body)).not.toMatch(/Відділення №3|Київ/);
  });

  it('a physical certificate travels by Nova Poshta like any parcel', () => {
    const body = payload(certificate('physical'));
    expect(body.shipping_lines[0]).toMatchObject({ method_id: 'nova_poshta_np' });
    expect(body.meta_data).toContainEqual({ key: 'delivery_department', value: 'Відділення №3' });
  });
});
