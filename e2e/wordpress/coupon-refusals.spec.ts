import { expect, test } from '@playwright/test';
import { wp } from './lane';
import { ordersOf, perfume } from './shop-steps';

/*
 * Every coupon refusal the checkout can meet, from the real WooCommerce: an order sent to the shop's
 * own order route with each of the seed's refused coupons gets the refusal's code on the promo field,
 * in the shopper's language, and WooCommerce keeps no order for it. The shop reads the coupon's rules
 * from WooCommerce (and WooCommerce checks them again at create), so these are WooCommerce's answers.
 */

type WooVariation = { id: number; price: string; sale_price: string; on_sale: boolean };

const email = `coupons.${Date.now()}@example.com`;

function orderBody(item: { id: number; variation_id: number }, promo: string) {
  return {
    locale: 'en',
    items: [{ ...item, count: 1 }],
    customer: { name: 'Olena', surname: 'Koval', phone: '+380 (67) 123-45-67', email },
    delivery: { method: 'np', city: 'Київ', department: 'Відділення №1' },
    payment: 'requisites',
    promo,
    captcha: 'sandbox-captcha-ok',
  };
}

/** A variation on sale, for the coupon that excludes sale items. */
async function saleItem(): Promise<{ id: number; variation_id: number }> {
  for (const product of await wp<{ id: number }[]>('wc/v3/products?on_sale=true&per_page=10')) {
    const variations = await wp<WooVariation[]>(`wc/v3/products/${product.id}/variations`);
    const onSale = variations.find((v) => v.on_sale);
    if (onSale) return { id: product.id, variation_id: onSale.id };
  }
  throw new Error('no variation on sale in WooCommerce');
}

test('each refused coupon is refused with its own code at the promo field, and no order is kept', async ({
  request,
}) => {
  const { product, variations } = await perfume();
  const bottle = { id: product.id, variation_id: variations[0]!.id };
  const cases: [string, { id: number; variation_id: number }, string][] = [
    ['nosuchcode', bottle, 'coupon_not_found'],
    ['expired2025', bottle, 'coupon_expired'],
    ['usedup', bottle, 'coupon_usage_limit_reached'],
    ['bound', bottle, 'coupon_email_mismatch'],
    ['onlysets', bottle, 'coupon_not_applicable'],
    ['nosale', await saleItem(), 'coupon_not_for_sale_items'],
  ];
  for (const [promo, item, code] of cases) {
    const response = await request.post('/api/orders', {
      data: orderBody(item, promo),
      headers: { 'Idempotency-Key': `coupon-refusal-${promo}-${Date.now()}` },
    });
    expect(response.status(), promo).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; field?: string; message: string } };
    expect(error, promo).toMatchObject({ code, field: 'promo' });
    // In the shopper's language (English here), not a raw code.
    expect(error.message, promo).toMatch(/^[A-Z][^а-яіїєґ]*$/);
  }
  // WooCommerce may leave its own `checkout-draft` behind a refused create; managers never see those.
  expect((await ordersOf(email)).filter((order) => order.status !== 'checkout-draft')).toEqual([]);
});
