import { expect, test } from '@playwright/test';
import { CARD_PAYMENT_FEE_RATE } from '../../src/config/shop';
import { chooseNpOption, passCaptcha, typePhone } from '../checkout-steps';
import { wp } from './lane';
import { amountOf, checkoutWithPerfume, type WooOrder } from './shop-steps';

/*
 * A card payment on the real WooCommerce: the order goes to WayForPay's page (the stand-in), the
 * approval comes back through the service callback, and the manager finds the order paid the way
 * WooCommerce's own gateways leave it: processing, with date_paid, the transaction and the 2 % fee.
 */

test('a card payment approved on the WayForPay page is paid in WooCommerce, with its fee line', async ({
  page,
}) => {
  const email = `card.${Date.now()}@example.com`;
  await checkoutWithPerfume(page, { prefix: '/en' });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Olena');
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill('Koval');
  await typePhone(page, 'Phone', '931234567');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await chooseNpOption(page, 'City', { type: 'Київ' });
  await chooseNpOption(page, 'Choose a branch');
  await expect(page.getByText('Commission 2%')).toBeVisible();
  const shown = amountOf(await page.getByTestId('summary-total').innerText());
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Place the order' }).click();

  await page.waitForURL(/\/wayforpay\/pay/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/en\/checkout\/result\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Order accepted' })).toBeVisible();
  await expect(page.getByText('Status: paid')).toBeVisible();
  expect(amountOf(await page.getByTestId('accepted-total').innerText())).toBe(shown);

  const id = new URL(page.url()).searchParams.get('order');
  const order = await wp<WooOrder>(`wc/v3/orders/${id}`);
  expect(order.payment_method).toBe('wayforpay');
  expect(order.status).toBe('processing');
  expect(order.date_paid).toBeTruthy();
  expect(order.transaction_id).not.toBe('');
  expect(Number(order.total)).toBe(shown);
  const goods = Number(order.line_items[0].total);
  expect(order.fee_lines).toEqual([
    expect.objectContaining({ total: (goods * CARD_PAYMENT_FEE_RATE).toFixed(2) }),
  ]);
});
