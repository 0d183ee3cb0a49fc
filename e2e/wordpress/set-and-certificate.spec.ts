import { expect, test } from '@playwright/test';
import { chooseKyivBranch, fillContact } from '../checkout-steps';
import { placeOrderBy, type WooOrder } from './shop-steps';

/*
 * What a manager packs, read from the real WooCommerce: a discovery set with the aromas the shopper
 * chose, the free gift samples, and an electronic certificate with its recipient, each line's meta
 * keyed by the Ukrainian label WooCommerce's order screen shows beside it (src/domain/checkout/order-lines.ts).
 */

type Line = WooOrder['line_items'][number] & {
  name: string;
  meta_data: { key: string; value: unknown; display_key?: string }[];
};

const metaOf = (line: Line, key: string) => line.meta_data.find((meta) => meta.key === key)?.value;

test('a discovery set with gift samples and an electronic certificate reads in WooCommerce as a manager packs it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/discovery-set');
  const aromas = page.getByRole('tabpanel').getByRole('button');
  for (let i = 0; i < 6; i += 1) await aromas.nth(i).click();
  const added = page.getByRole('dialog', { name: 'Набір з 6 ароматів у кошику' });
  await page.getByRole('button', { name: 'Додати набір у кошик' }).click();
  const chosen = await added.getByRole('listitem').allInnerTexts();
  expect(chosen).toHaveLength(6);
  await added.getByRole('button', { name: 'Перейти до кошика' }).click();

  const basket = page.getByRole('dialog', { name: 'Кошик' });
  await basket.getByRole('button', { name: 'Обрати подарунок' }).click();
  const gifts = page.getByRole('dialog', { name: 'Подарунок до замовлення' });
  await gifts.getByRole('checkbox').nth(1).check();
  await gifts.getByRole('button', { name: 'Підтвердити' }).click();
  await expect(basket.getByText('1 подарунок')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/certificates');
  await page.getByRole('link', { name: /Обрати: Електронний/ }).click();
  await page.getByRole('radio', { name: /^1\s000\s₴$/ }).check();
  await page.getByLabel(/E-mail отримувача/).fill('friend.wp@example.com');
  await page.getByRole('button', { name: 'Додати сертифікат у кошик' }).click();
  await expect(page.getByText('Товар додано до кошика')).toBeVisible();

  await page.goto('/checkout');
  await expect(
    page.getByRole('region', { name: 'Ваше замовлення' }).getByText(/Discovery-набір 6/),
  ).toBeVisible();
  await fillContact(page, `set.${Date.now()}@example.com`);
  await chooseKyivBranch(page);
  const order = await placeOrderBy<Omit<WooOrder, 'line_items'> & { line_items: Line[] }>(
    page,
    'Оплата за реквізитами',
  );

  const set = order.line_items.find((line) => metaOf(line, 'Аромати набору') !== undefined);
  expect(set, 'the set line names its aromas').toBeDefined();
  const setAromas = String(metaOf(set!, 'Аромати набору'));
  for (const aroma of chosen) expect(setAromas).toContain(aroma.trim());

  const samples = order.line_items.filter((line) => metaOf(line, 'Подарунок до замовлення') !== undefined);
  expect(samples, 'one free gift sample line').toHaveLength(1);
  expect(Number(samples[0]!.total)).toBe(0);

  const certificate = order.line_items.find((line) => metaOf(line, 'Сертифікат') !== undefined);
  expect(certificate, 'the certificate line').toBeDefined();
  expect(metaOf(certificate!, 'Сертифікат')).toBe('електронний');
  expect(metaOf(certificate!, 'E-mail отримувача сертифіката')).toBe('friend.wp@example.com');
  expect(Number(certificate!.total)).toBe(1000);
});
