import { seededWooCommerceForFile } from '@/server/woocommerce/sandbox-catalog.test-support';
import { POST } from './route';

const backend = seededWooCommerceForFile();

function promo(body: Record<string, unknown>) {
  return POST(
    new Request('http://shop.test/api/promo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'shopper@example.com',
        locale: 'uk',
        items: [{ id: backend.ids.perfume.id, variation_id: backend.ids.perfume.variationId, count: 1 }],
        ...body,
      }),
    }),
  );
}

async function errorOf(body: Record<string, unknown>) {
  const response = await promo(body);
  expect(response.status).toBe(400);
  return (await response.json()).error;
}

describe('POST /api/promo against the seeded coupons', () => {
  it('welcome10 gives 10% of the goods, whatever the case of the code', async () => {
    const response = await promo({ code: 'WeLcOmE10' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 'welcome10',
      discount: Math.round(backend.ids.perfume.price * 10) / 100,
      freeShipping: false,
    });
  });

  it('an unknown code is coupon_not_found with the Ukrainian message', async () => {
    expect(await errorOf({ code: 'nosuchcode' })).toEqual({
      code: 'coupon_not_found',
      message: 'Промокод не знайдено.',
      field: 'code',
    });
  });

  it('expired2025 is coupon_expired, in English for locale en', async () => {
    expect(await errorOf({ code: 'expired2025', locale: 'en' })).toMatchObject({
      code: 'coupon_expired',
      message: 'This coupon has expired.',
    });
  });

  it('usedup is coupon_usage_limit_reached', async () => {
    expect((await errorOf({ code: 'usedup' })).code).toBe('coupon_usage_limit_reached');
  });

  it('nosale refuses a cart with a sale item: coupon_not_for_sale_items', async () => {
    const error = await errorOf({ code: 'nosale', items: [{ id: backend.ids.sale.id, count: 1 }] });
    expect(error.code).toBe('coupon_not_for_sale_items');
    expect((await promo({ code: 'nosale', items: [{ id: backend.ids.simple.id, count: 1 }] })).status).toBe(
      200,
    );
  });

  it('onlysets applies to discovery sets only: coupon_not_applicable otherwise', async () => {
    expect((await errorOf({ code: 'onlysets' })).code).toBe('coupon_not_applicable');
    const response = await promo({
      code: 'onlysets',
      items: [],
      sets: [{ size: 6, aromas: backend.ids.aromas.slice(0, 6) }],
    });
    expect(response.status).toBe(200);
    expect((await response.json()).discount).toBe(Math.round(backend.ids.set6.price * 15) / 100);
  });

  it('bound answers coupon_email_mismatch to another e-mail and works for its own', async () => {
    expect((await errorOf({ code: 'bound' })).code).toBe('coupon_email_mismatch');
    expect((await promo({ code: 'bound', email: 'Bound@Example.com' })).status).toBe(200);
  });

  it('freeship reports free shipping', async () => {
    expect(await (await promo({ code: 'FREESHIP' })).json()).toMatchObject({
      freeShipping: true,
      discount: 0,
    });
  });

  it('a promo code without an e-mail is email_required', async () => {
    expect(await errorOf({ code: 'welcome10', email: '  ' })).toMatchObject({
      code: 'email_required',
      field: 'email',
    });
  });

  it('a body without a code is 400 bad_request', async () => {
    expect((await errorOf({ code: '' })).code).toBe('bad_request');
  });
});
