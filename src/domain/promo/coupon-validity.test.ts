import type { Coupon, CouponLine } from './coupon';
import { checkCoupon, normalizeCouponCode } from './coupon-validity';

const NOW = new Date('2026-06-01T12:00:00Z');

const coupon = (over: Partial<Coupon> = {}): Coupon => ({
  code: 'welcome10',
  discountType: 'percent',
  amount: 10,
  expiresAt: null,
  usageCount: 0,
  usageLimit: null,
  usageLimitPerUser: null,
  usedBy: [],
  productIds: [],
  excludedProductIds: [],
  categoryIds: [],
  excludedCategoryIds: [],
  excludeSaleItems: false,
  minimumAmount: 0,
  maximumAmount: 0,
  emailRestrictions: [],
  freeShipping: false,
  ...over,
});

const perfume: CouponLine = {
  productId: 10,
  variationId: 11,
  quantity: 1,
  price: 1999,
  onSale: false,
  categoryIds: [1],
};
const saleLipstick: CouponLine = {
  productId: 20,
  variationId: 0,
  quantity: 2,
  price: 256,
  onSale: true,
  categoryIds: [2],
};
const set6: CouponLine = {
  productId: 30,
  variationId: 0,
  quantity: 1,
  price: 329,
  onSale: false,
  categoryIds: [3],
};

const check = (c: Coupon | null, lines: CouponLine[] = [perfume], email = 'shopper@example.com') =>
  checkCoupon(c, lines, email, NOW);

describe('coupon validity, in WooCommerce’s order', () => {
  it('an unknown code is coupon_not_found', () => {
    expect(check(null)).toEqual({ ok: false, error: 'coupon_not_found' });
  });

  it('a coupon used up to its limit is coupon_usage_limit_reached', () => {
    expect(check(coupon({ usageLimit: 5, usageCount: 5 }))).toEqual({
      ok: false,
      error: 'coupon_usage_limit_reached',
    });
  });

  it('a coupon this e-mail already used up to its per-user limit is coupon_usage_limit_reached, case-insensitively', () => {
    const c = coupon({ usageLimitPerUser: 1, usedBy: ['Shopper@Example.com'] });
    expect(check(c)).toEqual({ ok: false, error: 'coupon_usage_limit_reached' });
    expect(check(c, [perfume], 'other@example.com').ok).toBe(true);
  });

  it('an expired coupon is coupon_expired', () => {
    expect(check(coupon({ expiresAt: new Date('2025-12-31T23:59:59Z') }))).toEqual({
      ok: false,
      error: 'coupon_expired',
    });
    expect(check(coupon({ expiresAt: new Date('2026-12-31T23:59:59Z') })).ok).toBe(true);
  });

  it('the usage limit is checked before the expiry, as WooCommerce does', () => {
    const c = coupon({ usageLimit: 1, usageCount: 1, expiresAt: new Date('2020-01-01Z') });
    expect(check(c)).toEqual({ ok: false, error: 'coupon_usage_limit_reached' });
  });

  it('a cart below the minimum or above the maximum spend is coupon_not_applicable', () => {
    expect(check(coupon({ minimumAmount: 2000 }))).toEqual({ ok: false, error: 'coupon_not_applicable' });
    expect(check(coupon({ maximumAmount: 1000 }))).toEqual({ ok: false, error: 'coupon_not_applicable' });
  });

  it('a coupon for other products or categories is coupon_not_applicable', () => {
    expect(check(coupon({ productIds: [30] }))).toEqual({ ok: false, error: 'coupon_not_applicable' });
    expect(check(coupon({ categoryIds: [3] }))).toEqual({ ok: false, error: 'coupon_not_applicable' });
    expect(check(coupon({ productIds: [11] })).ok).toBe(true);
  });

  it('a cart coupon that excludes sale items refuses a cart holding one: coupon_not_for_sale_items', () => {
    expect(check(coupon({ excludeSaleItems: true }), [perfume, saleLipstick])).toEqual({
      ok: false,
      error: 'coupon_not_for_sale_items',
    });
  });

  it('a cart coupon refuses a cart with an excluded product', () => {
    expect(check(coupon({ excludedProductIds: [10] }))).toEqual({
      ok: false,
      error: 'coupon_not_applicable',
    });
  });

  it('a coupon bound to an e-mail refuses another address and asks for a missing one', () => {
    const c = coupon({ emailRestrictions: ['bound@example.com'] });
    expect(check(c)).toEqual({ ok: false, error: 'coupon_email_mismatch' });
    expect(check(c, [perfume], '')).toEqual({ ok: false, error: 'email_required' });
    expect(check(c, [perfume], 'BOUND@example.com').ok).toBe(true);
    expect(check(coupon({ emailRestrictions: ['*@example.com'] })).ok).toBe(true);
  });

  it('codes compare case-insensitively', () => {
    expect(normalizeCouponCode('  WELCOME10 ')).toBe('welcome10');
  });
});

describe('coupon discounts, computed as WooCommerce does', () => {
  it('percent: a share of every eligible line, rounded to kopecks', () => {
    expect(check(coupon(), [perfume, set6])).toMatchObject({
      ok: true,
      discount: 232.8,
      lineDiscounts: [199.9, 32.9],
    });
  });

  it('percent limited to products discounts only those lines', () => {
    expect(check(coupon({ amount: 15, productIds: [30] }), [perfume, set6])).toMatchObject({
      ok: true,
      discount: 49.35,
      lineDiscounts: [0, 49.35],
    });
  });

  it('fixed_cart: spread over the lines in proportion, never above the cart', () => {
    const result = check(coupon({ discountType: 'fixed_cart', amount: 100 }), [perfume, set6]);
    expect(result).toMatchObject({ ok: true, discount: 100 });
    if (result.ok) expect(result.lineDiscounts[0] + result.lineDiscounts[1]).toBeCloseTo(100, 2);
    expect(check(coupon({ discountType: 'fixed_cart', amount: 5000 }), [set6])).toMatchObject({
      discount: 329,
    });
  });

  it('fixed_product: the amount per eligible piece, capped at the line, excluded lines get nothing', () => {
    const result = check(coupon({ discountType: 'fixed_product', amount: 50, excludeSaleItems: true }), [
      perfume,
      saleLipstick,
    ]);
    expect(result).toMatchObject({ ok: true, discount: 50, lineDiscounts: [50, 0] });
  });

  it('a fixed_product coupon with no eligible line is coupon_not_applicable', () => {
    expect(
      check(coupon({ discountType: 'fixed_product', amount: 50, excludeSaleItems: true }), [saleLipstick]),
    ).toEqual({
      ok: false,
      error: 'coupon_not_applicable',
    });
  });

  it('a free-shipping coupon reports it', () => {
    expect(check(coupon({ discountType: 'fixed_cart', amount: 0, freeShipping: true }))).toMatchObject({
      ok: true,
      discount: 0,
      freeShipping: true,
    });
  });
});
