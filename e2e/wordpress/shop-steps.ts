import { expect, type Page } from '@playwright/test';
import { passCaptcha } from '../checkout-steps';
import { wp } from './lane';

/*
 * What the lane's journeys share: WooCommerce's answers as the administrator reads them, and the
 * basket a shopper fills with the seeded perfume before the checkout.
 */

export type WooProduct = {
  id: number;
  name: string;
  slug: string;
  price: string;
  description: string;
  meta_data: { key: string; value: unknown }[];
};
export type WooVariation = { id: number; price: string; attributes: { option: string }[] };
export type WooOrder = {
  id: number;
  number: string;
  status: string;
  total: string;
  order_key: string;
  payment_method: string;
  transaction_id: string;
  date_paid: string | null;
  billing: { first_name: string; last_name: string; email: string; phone: string };
  line_items: { product_id: number; variation_id: number; quantity: number; total: string }[];
  shipping_lines: { method_id: string }[];
  fee_lines: { name: string; total: string }[];
  meta_data: { key: string; value: unknown }[];
};

export const PERFUME = 'velvet-amber-07';

/** "1 293 ₴" → "1293": the shop groups thousands with a (narrow) space. */
export const digits = (text: string) => text.replace(/\D/g, '');

/** "1 234,56 ₴" (uk) or "3,855.60 ₴" (en) → a number. */
export function amountOf(text: string): number {
  const kept = text.replace(/[^\d,.]/g, '');
  return Number(kept.includes('.') ? kept.replace(/,/g, '') : kept.replace(',', '.'));
}

export async function perfume(): Promise<{ product: WooProduct; variations: WooVariation[] }> {
  const [product] = await wp<WooProduct[]>(`wc/v3/products?slug=${PERFUME}`);
  expect(product, `${PERFUME} seeded in WooCommerce`).toBeDefined();
  const variations = await wp<WooVariation[]>(`wc/v3/products/${product.id}/variations?orderby=id&order=asc`);
  return { product, variations };
}

/**
 * `count` of the perfume's second volume in the stored basket of a fresh session, then the checkout
 * under `prefix` (`''` or `/en`), hydrated: a field filled before the summary shows would be reset.
 */
export async function checkoutWithPerfume(page: Page, { count = 1, prefix = '' } = {}) {
  const { product, variations } = await perfume();
  const variation = variations[1];
  await page.goto(`${prefix}/`);
  await page.evaluate(
    (cart) => {
      localStorage.setItem('cart:v1', JSON.stringify(cart));
      sessionStorage.clear();
    },
    [
      {
        id: product.id,
        variation_id: variation.id,
        title: product.name,
        price: Number(variation.price),
        volume: variation.attributes[0]?.option,
        count,
        description: '',
        kind: 'product',
      },
    ],
  );
  await page.goto(`${prefix}/checkout`);
  await expect(
    page.getByRole('region', { name: /Ваше замовлення|Your order/ }).getByText(product.name),
  ).toBeVisible();
  return { product, variation };
}

/** The orders WooCommerce has for this billing e-mail (its search also looks at other fields). */
export async function ordersOf(email: string): Promise<WooOrder[]> {
  const found = await wp<WooOrder[]>(`wc/v3/orders?search=${encodeURIComponent(email)}&status=any`);
  return found.filter((order) => order.billing.email === email);
}

/**
 * Pays by `method` (a radio of the payment step), passes the captcha, places the order and reads its
 * number from the order-accepted popup; WooCommerce's order with that number as the administrator sees it.
 */
export async function placeOrderBy<T extends WooOrder = WooOrder>(page: Page, method: string): Promise<T> {
  await page.getByRole('radio', { name: method }).check();
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  const popup = page.getByRole('dialog', { name: 'Замовлення прийнято' });
  await expect(popup).toBeVisible();
  const number = /№ (\S+) прийнято/.exec(await popup.innerText())?.[1];
  expect(number, 'the order number in the popup').toBeTruthy();
  return wp<T>(`wc/v3/orders/${number}`);
}
