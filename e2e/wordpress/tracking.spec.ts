import { expect, test } from '@playwright/test';
import { chooseKyivBranch, fillContact } from '../checkout-steps';
import { checkoutWithPerfume, placeOrderBy } from './shop-steps';

/*
 * Order tracking on the real WooCommerce: the order number and the billing phone of an order the shop
 * placed find it, typed the shopper's own way, and open its tracking page with the order's key.
 */

test('the tracking form finds an order the shop placed by its number and billing phone', async ({ page }) => {
  const { product } = await checkoutWithPerfume(page);
  await fillContact(page, `tracking.${Date.now()}@example.com`);
  await chooseKyivBranch(page);
  const order = await placeOrderBy(page, 'Оплата за реквізитами');
  expect(order.billing.phone.replace(/\D/g, '')).toBe('380931234567');

  await page.goto('/en/tracking');
  await page.getByRole('textbox', { name: 'Order number' }).fill(order.number);
  await page.getByRole('textbox', { name: 'Phone' }).fill('+380 50 111 22 33');
  await page.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'could not' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Phone' }).fill('093 123 45 67');
  await page.getByRole('button', { name: 'Track' }).click();
  await page.waitForURL(new RegExp(`/en/tracking/${order.number}\\?key=${order.order_key}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order No. ${order.number}`);
  await expect(page.getByTestId('order-status')).toHaveText('awaiting confirmation');
  await expect(page.getByRole('main')).toContainText(product.name);
});
