import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { typePhone } from './checkout-steps';
import { SANDBOX_URL, wooFetch } from './test-env';
import { expectPopupLooksRight } from './popup-checks';

/*
 * Quick purchase by callback (issue 13, spec §1, §9) in the browser: from a product page and from the
 * basket, a phone and a name go to /api/callback and become a WooCommerce order on hold, read back
 * through the sandbox's REST API with the keys the storefront uses. Screenshots of the popup at a
 * phone's and a desktop's width go to /tmp/shots-callback/.
 */

const SHOTS = '/tmp/shots-callback';
const PERFUME = 'velvet-amber-07';

type WooOrder = {
  status: string;
  billing: { first_name: string; phone: string };
  line_items: { product_id: number; variation_id: number; quantity: number; total: string }[];
  meta_data: { key: string; value: unknown }[];
};

async function wc<T>(path: string): Promise<T> {
  const response = await wooFetch(`${SANDBOX_URL}/wp-json/wc/v3/${path}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

async function perfume(): Promise<{ id: number; variation50: { id: number; price: string } }> {
  const [product] = await wc<{ id: number }[]>(`products?slug=${PERFUME}`);
  const variations = await wc<{ id: number; price: string; attributes: { option: string }[] }[]>(
    `products/${product.id}/variations`,
  );
  const variation50 = variations.find((v) => v.attributes.some((a) => a.option.startsWith('50 ')))!;
  return { id: product.id, variation50 };
}

const meta = (order: WooOrder, key: string) => order.meta_data.find((m) => m.key === key)?.value;

/** Fills the popup (Ukrainian) and sends it; the answer's order number comes from the popup's title. */
async function requestCallback(page: Page, popup: Locator, digits: string, name: string, shot?: string) {
  await typePhone(page, 'Телефон', digits);
  await popup.getByRole('textbox', { name: "Ім'я (необов'язково)" }).fill(name);
  await popup.getByRole('checkbox', { name: 'I am human' }).check();
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}` });
  await popup.getByRole('button', { name: 'Передзвоніть мені', exact: true }).click();
  const done = page.getByRole('dialog', { name: /^Дякуємо! Замовлення №\d+ прийнято$/ });
  await expect(done).toBeVisible();
  // Within the sandbox's hours (10:00–20:00 Kyiv) the 30 minutes, otherwise the next opening.
  await expect(done.getByRole('status')).toHaveText(
    /^(Менеджер зателефонує вам протягом 30 хвилин\.|Зараз ми не працюємо: менеджер зателефонує вам (сьогодні|завтра) після 10:00\.)$/,
  );
  const title = (await done.getByRole('heading').textContent()) ?? '';
  return { done, orderId: Number(/№(\d+)/.exec(title)?.[1]) };
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

for (const size of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`a callback from a product page makes an order on hold with that volume (${size.width} px)`, async ({
    page,
  }) => {
    const { id, variation50 } = await perfume();
    await page.setViewportSize(size);
    await page.goto(`/${PERFUME}?volume=50-ml`);
    await page.getByRole('button', { name: 'Передзвоніть мені для замовлення' }).click();
    const popup = page.getByRole('dialog', { name: 'Замовлення по телефону' });
    await expect(popup.getByText('Velvet Amber 07, 50 мл')).toBeVisible();
    await expect(popup.getByRole('checkbox', { name: 'I am human' })).toBeVisible();
    if (size.width === 1440) await expectPopupLooksRight(page, popup, 'callback');
    const axe = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    ).toEqual([]);
    // Focus stays in the popup: Tab from its last control comes back round to its first.
    await popup.getByRole('button', { name: 'Передзвоніть мені', exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('button', { name: 'Закрити' })).toBeFocused();

    // A number too short for Ukraine is refused in the popup before anything is sent.
    await typePhone(page, 'Телефон', '6712');
    await popup.getByRole('button', { name: 'Передзвоніть мені', exact: true }).click();
    await expect(popup.getByText('Введіть коректний номер.')).toBeVisible();

    // The shopper types on: +380 67 123 45 6x.
    const rest = size.width === 375 ? '34561' : '34562';
    const { done, orderId } = await requestCallback(
      page,
      popup,
      rest,
      'Олена <b>Коваль</b>',
      `product-popup-${size.width}.png`,
    );
    await page.screenshot({ path: `${SHOTS}/product-done-${size.width}.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const order = await wc<WooOrder>(`orders/${orderId}`);
    expect(order.status).toBe('on-hold');
    expect(order.billing.phone.replace(/\D/g, '')).toBe(`3806712${rest}`);
    expect(order.billing.first_name).toBe('Олена Коваль');
    expect(order.line_items).toEqual([
      expect.objectContaining({
        product_id: id,
        variation_id: variation50.id,
        quantity: 1,
        total: Number(variation50.price).toFixed(2),
      }),
    ]);
    expect(meta(order, 'callback_request')).toBe('yes');
    expect(meta(order, 'lang')).toBe('uk');

    await done.getByRole('button', { name: 'Готово' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByRole('button', { name: 'Передзвоніть мені для замовлення' })).toBeFocused();
  });
}

test('a callback from the basket on another page orders its lines and empties it', async ({ page }) => {
  const { id, variation50 } = await perfume();
  await page.goto(`/${PERFUME}?volume=50-ml`);
  await page.getByRole('button', { name: 'Додати в кошик' }).click();
  await page.getByRole('button', { name: 'Додати в кошик' }).click();
  // The blog's pages do not carry the call-me-back texts: the basket brings them when it opens.
  await page.goto('/blog');
  await page.getByRole('button', { name: 'Кошик, 2 товари' }).click();
  const basket = page.getByRole('dialog', { name: 'Кошик' });
  for (const size of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await basket.getByRole('button', { name: 'Передзвоніть мені для замовлення' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/basket-${size.width}.png` });
  }
  await basket.getByRole('button', { name: 'Передзвоніть мені для замовлення' }).click();
  const popup = page.getByRole('dialog', { name: 'Замовлення по телефону' });
  await expect(popup.getByText('Ваше замовлення: 2 товари')).toBeVisible();
  const { done, orderId } = await requestCallback(page, popup, '931112255', 'Андрій', 'basket-popup-375.png');

  const order = await wc<WooOrder>(`orders/${orderId}`);
  expect(order.status).toBe('on-hold');
  expect(order.line_items).toEqual([
    expect.objectContaining({ product_id: id, variation_id: variation50.id, quantity: 2 }),
  ]);
  expect(meta(order, 'callback_request')).toBe('yes');

  await done.getByRole('button', { name: 'Готово' }).click();
  await expect(basket.getByText('Ваш кошик порожній.')).toBeVisible();
});
