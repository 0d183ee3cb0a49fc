import { serverT } from '@/i18n/server';
import type { Coupon } from '@/domain/promo/coupon';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { findCouponByCode } from '@/server/woocommerce/coupons';
import { seededIds, type SeededIds } from '@/server/woocommerce/sandbox-catalog.test-support';
import { POST } from './route';

/*
 * A WordPress whose Site Language is Ukrainian answers a refused coupon in Ukrainian, and its
 * answer holds nothing else that says why (code woocommerce_rest_invalid_coupon, data {status}).
 * The shopper must still read the real reason. To reach the order create's refusal rather than the
 * storefront's own check before it, the check is shown the coupon as it was a moment earlier; the
 * coupon then changes in WooCommerce, as when another order or a manager gets there first.
 */

jest.mock('@/server/mail/order-confirmation', () => ({
  sendOrderConfirmation: jest.fn(async () => undefined),
}));
jest.mock('@/server/woocommerce/coupons', () => {
  const actual = jest.requireActual('@/server/woocommerce/coupons');
  return { ...actual, findCouponByCode: jest.fn(actual.findCouponByCode) };
});

let sandbox: SandboxProcess;
let ids: SeededIds;
let counter = 0;

beforeAll(async () => {
  sandbox = await startSandboxProcess({ SANDBOX_SITE_LANGUAGE: 'uk' });
  useAsShopBackend(sandbox.url);
  process.env.SITE_URL = 'https://shop.example';
  ids = await seededIds(sandbox);
});
afterAll(() => sandbox.close());

const wc = (path: string, method = 'GET', body?: unknown) =>
  sandbox.wooFetch(`${sandbox.url}/wp-json/wc/v3/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

function order(promo: string, email: string) {
  counter += 1;
  return POST(
    new Request('http://shop.test/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `site-language-${counter}` },
      body: JSON.stringify({
        locale: 'uk',
        items: [{ id: ids.perfume.id, variation_id: ids.perfume.variationId, count: 1 }],
        customer: { name: 'Олена', surname: 'Коваль', phone: '+380671234567', email },
        delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
        payment: 'requisites',
        promo,
        captcha: 'sandbox-captcha-ok',
      }),
    }),
  );
}

/** A new coupon, and the storefront's next look at it frozen as it is now. */
async function couponSeenBeforeItChanges(code: string, extra: Record<string, unknown> = {}) {
  const created = await wc('coupons', 'POST', { code, amount: '10', discount_type: 'percent', ...extra });
  expect(created.status).toBe(201);
  const before = (await findCouponByCode(code)) as Coupon;
  jest.mocked(findCouponByCode).mockResolvedValueOnce(before);
  return ((await created.json()) as { id: number }).id;
}

describe('POST /api/orders against a Ukrainian-speaking WordPress', () => {
  it('WooCommerce refuses the coupon in Ukrainian', async () => {
    const response = await wc('orders', 'POST', {
      billing: { email: 'x@example.com' },
      line_items: [{ product_id: ids.perfume.id, variation_id: ids.perfume.variationId, quantity: 1 }],
      coupon_lines: [{ code: 'expired2025' }],
    });
    expect(await response.json()).toEqual({
      code: 'woocommerce_rest_invalid_coupon',
      message: 'Термін дії цього купона минув.',
      // WooCommerce saves the order before it checks coupons and leaves it as a checkout draft.
      data: { status: 400, new_draft_order_id: expect.any(Number) },
    });
  });

  it('a coupon another order used up in the meantime reads as used up', async () => {
    await couponSeenBeforeItChanges('uk-once', { usage_limit: 1 });
    const first = await wc('orders', 'POST', {
      billing: { email: 'first@example.com' },
      line_items: [{ product_id: ids.simple.id, quantity: 1 }],
      coupon_lines: [{ code: 'uk-once' }],
    });
    expect(first.status).toBe(201);

    const response = await order('uk-once', 'second@example.com');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'coupon_usage_limit_reached',
      message: serverT('uk', 'checkout')('errors.coupon_usage_limit_reached'),
      field: 'promo',
    });
  });

  it('a coupon that expired in the meantime reads as expired', async () => {
    const id = await couponSeenBeforeItChanges('uk-late');
    expect((await wc(`coupons/${id}`, 'PUT', { date_expires: '2025-01-01T00:00:00' })).status).toBe(200);
    const response = await order('uk-late', 'late@example.com');
    expect((await response.json()).error).toMatchObject({ code: 'coupon_expired', field: 'promo' });
  });

  it('a coupon bound to another e-mail in the meantime reads as an e-mail mismatch', async () => {
    const id = await couponSeenBeforeItChanges('uk-bound');
    await wc(`coupons/${id}`, 'PUT', { email_restrictions: ['someone.else@example.com'] });
    const response = await order('uk-bound', 'me@example.com');
    expect((await response.json()).error).toMatchObject({ code: 'coupon_email_mismatch', field: 'promo' });
  });
});
