import { expect, test } from '@playwright/test';
import { chooseKyivBranch, fillContact, typePhone } from '../checkout-steps';
import { wp } from './lane';
import {
  checkoutWithPerfume,
  digits,
  perfume,
  PERFUME,
  placeOrderBy,
  type WooOrder,
  type WooProduct,
} from './shop-steps';

/*
 * The shop on the real WordPress + WooCommerce (npm run wordpress): what a shopper sees comes from
 * WooCommerce's own answers (through the shop's OAuth 1.0a signed calls over http), and what the shop
 * writes is read back as the administrator, the way a manager would find it in WooCommerce.
 */

test('the catalogue and a product page show WooCommerce’s products, in Ukrainian and English', async ({
  page,
}) => {
  const { product, variations } = await perfume();
  const [women] = await wp<{ id: number }[]>('wc/v3/products/categories?slug=women');
  const womens = await wp<WooProduct[]>(`wc/v3/products?category=${women.id}&per_page=100`);
  await page.goto('/catalog/women');
  const card = page.getByRole('main').getByRole('link').filter({ hasText: /\S/ });
  await expect(card.first()).toBeVisible();
  const shown = await card.allInnerTexts();
  expect(womens.filter((p) => shown.some((text) => text.includes(p.name))).length).toBeGreaterThan(3);

  await page.goto(`/${PERFUME}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const cheapest = Math.min(...variations.map((v) => Number(v.price)));
  expect(digits(await page.getByTestId('product-price').innerText())).toContain(String(cheapest));

  // English texts are product meta (`name_en`, `description_en`, …) on a stock WooCommerce: one
  // product, one id. A perfume's name is a brand name in every language; its description is not.
  const meta = (key: string) => String(product.meta_data.find((m) => m.key === key)?.value ?? '');
  const sentence = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .trim()
      .split(/(?<=\.)\s/)[0];
  expect(meta('name_en'), 'the seed wrote name_en').not.toBe('');
  expect(sentence(meta('description_en'))).not.toBe(sentence(product.description));
  await page.goto(`/en/${PERFUME}`);
  await expect(page.getByRole('heading', { level: 1, name: meta('name_en') })).toBeVisible();
  await expect(page.getByText(sentence(meta('description_en'))).first()).toBeVisible();
  await expect(page.getByText(sentence(product.description))).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^30 ml/ })).toBeVisible();
});

test('categories and attribute values, one Ukrainian name each in WooCommerce, read in English from the options page', async ({
  page,
}) => {
  const [women] = await wp<{ name: string }[]>('wc/v3/products/categories?slug=women&lang=en');
  expect(women.name, 'WooCommerce answers the one name whatever lang says').toBe('Жіночі аромати');
  await page.goto('/en/catalog/women');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's fragrances");
  // The filter keeps its slug in the link and shows the English name.
  const ingredient = page.locator('a[data-facet="ingredient"]');
  await expect(ingredient.and(page.locator('[data-term="vanilla"]'))).toContainText('Vanilla');
  await expect(ingredient.filter({ hasText: 'Ваніль' })).toHaveCount(0);
});

test('a requisites order to a Nova Poshta branch is in WooCommerce with its line, delivery and meta', async ({
  page,
}) => {
  const { product, variation } = await checkoutWithPerfume(page, { count: 2 });
  await fillContact(page, 'olena.wp@example.com');
  await chooseKyivBranch(page);
  const order = await placeOrderBy(page, 'Оплата за реквізитами');
  expect(order.status).toBe('on-hold');
  expect(order.payment_method).toBe('bacs');
  expect(order.billing).toMatchObject({
    first_name: 'Олена',
    last_name: 'Коваль',
    email: 'olena.wp@example.com',
  });
  expect(order.line_items).toEqual([
    expect.objectContaining({ product_id: product.id, variation_id: variation.id, quantity: 2 }),
  ]);
  expect(Number(order.line_items[0].total)).toBe(2 * Number(variation.price));
  expect(order.shipping_lines.map((line) => line.method_id)).toEqual(['nova_poshta_np']);
  expect(order.meta_data).toContainEqual(expect.objectContaining({ key: 'lang', value: 'uk' }));
});

test('a coupon WooCommerce does not know is refused; welcome10 on a gift order is in WooCommerce', async ({
  page,
}) => {
  await checkoutWithPerfume(page, { count: 2 });
  await fillContact(page, 'gift.wp@example.com');
  const code = page.getByRole('textbox', { name: 'Промокод' });
  await code.fill('NO-SUCH-COUPON');
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page.getByText('Промокод не знайдено.')).toBeVisible();

  await code.fill('welcome10');
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(code).toBeDisabled();
  await page.getByLabel('Замовити як подарунок').check();
  await page.getByRole('textbox', { name: "Ім'я отримувача" }).fill('Марія');
  await page.getByRole('textbox', { name: 'Прізвище отримувача' }).fill('Шевченко');
  await typePhone(page, 'Телефон отримувача', '671112233');
  await page.getByLabel('Побажання до подарунка').fill('З днем народження!');
  await chooseKyivBranch(page);
  const order = await placeOrderBy<WooOrder & { coupon_lines: { code: string; discount: string }[] }>(
    page,
    'Переказ на картку',
  );
  expect(order.coupon_lines.map((c) => c.code.toLowerCase())).toEqual(['welcome10']);
  expect(Number(order.coupon_lines[0].discount)).toBeGreaterThan(0);
  expect(order.meta_data).toContainEqual(
    expect.objectContaining({ key: 'gift_message', value: 'З днем народження!' }),
  );
});

test('a price changed in WooCommerce reaches the product page through the webhook within seconds', async ({
  page,
}) => {
  const { product, variations } = await perfume();
  await page.goto(`/${PERFUME}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const cheapest = variations.reduce((a, b) => (Number(a.price) <= Number(b.price) ? a : b));
  const newPrice = Number(cheapest.price) - 7;
  await wp(`wc/v3/products/${product.id}/variations/${cheapest.id}`, {
    method: 'PUT',
    body: JSON.stringify({ regular_price: String(newPrice), sale_price: '' }),
  });
  // The variation's edit saves its parent product: WooCommerce's product.updated webhook.
  await expect
    .poll(
      async () => {
        await page.reload();
        return digits(await page.getByTestId('product-price').innerText());
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toContain(String(newPrice));
});
