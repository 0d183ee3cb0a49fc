import { expect, test } from '@playwright/test';
import { chooseKyivBranch, fillContact } from '../checkout-steps';
import { prizeMailTo, spinForCode } from '../wheel-steps';
import { STAND_INS_URL, wp } from './lane';
import { checkoutWithPerfume, placeOrderBy, type WooOrder } from './shop-steps';

/*
 * What ACF's options pages and the prize wheels' prizes hold, on the real platform: the wheel's prize
 * becomes a coupon in WooCommerce, bound to the shopper's e-mail, mailed, and accepted by the real
 * WooCommerce at checkout; the contacts and FAQ come from each language's options page. ACF PRO's
 * options pages and repeater are wordpress/local/mu-plugins/acf-pro-stand-in.php here (the zips carry
 * ACF free); the schema and the values' reading are the real WPGraphQL for ACF's.
 */

interface WooCoupon {
  code: string;
  discount_type: string;
  amount: string;
  email_restrictions: string[];
  usage_limit: number | null;
  date_expires: string | null;
}

test('a prize-wheel spin makes a coupon in WooCommerce for that e-mail, mailed, and the order carries it', async ({
  page,
}) => {
  let n = 0;
  const newEmail = () => `wheel.wp.${Date.now()}.${++n}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Колесо призів', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Колесо призів' });
  await expect(dialog.getByRole('img', { name: 'Колесо призів, секторів: 6' })).toBeVisible();
  const { code, email } = await spinForCode(dialog, newEmail(), newEmail);
  expect(code).toMatch(/^spin[0-9a-z]{6}$/);

  const [coupon] = await wp<WooCoupon[]>(`wc/v3/coupons?code=${code}`);
  expect(coupon).toMatchObject({ code, email_restrictions: [email], usage_limit: 1 });
  expect(['percent', 'fixed_cart']).toContain(coupon!.discount_type);
  // The site wheel's coupons last 14 days (its `logic.expiry_days`).
  const days = (Date.parse(`${coupon!.date_expires}Z`) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13);
  expect(days).toBeLessThanOrEqual(15);
  expect((await prizeMailTo(email, STAND_INS_URL)).text).toContain(code);

  await dialog.getByRole('button', { name: 'Закрити' }).click();
  await checkoutWithPerfume(page);
  await fillContact(page, email);
  await page.getByRole('textbox', { name: 'Промокод' }).fill(code);
  await page.getByRole('button', { name: 'Застосувати' }).click();
  await expect(page.getByRole('textbox', { name: 'Промокод' })).toBeDisabled();
  await chooseKyivBranch(page);
  const order = await placeOrderBy<WooOrder & { coupon_lines: { code: string }[] }>(
    page,
    'Оплата за реквізитами',
  );
  expect(order.coupon_lines.map((line) => line.code)).toEqual([code]);
});

test('the contacts and the FAQ come from each language’s options page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('hello@brand.ua');
  await expect(footer).toContainText('м. Київ, вул. Велика Васильківська, 72');

  await page.goto('/en/info');
  await expect(page.getByRole('contentinfo')).toContainText('72 Velyka Vasylkivska St, Kyiv');
  await expect(page.getByText('How much is delivery?')).toBeVisible();

  await page.goto('/ru/info');
  await expect(page.getByRole('contentinfo')).toContainText('г. Киев, ул. Большая Васильковская, 72');
  await expect(page.getByText('Сколько стоит доставка?')).toBeVisible();
});
