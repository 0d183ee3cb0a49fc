import { expect, test, type Page } from '@playwright/test';
import { chooseKyivBranch, fillContact, passCaptcha } from '../checkout-steps';
import { SHOP_URL, wordpressHost } from './lane';
import { checkoutWithPerfume, ordersOf } from './shop-steps';

/*
 * WordPress stops answering mid-checkout (PHP's server is stopped, MariaDB keeps the data) and the
 * host brings it back: the shopper keeps the basket and the form, an uncached page answers the 503
 * notice, and the order sent again once WordPress is back is in WooCommerce exactly once.
 */

const ORDER_FAILED =
  'Не вдалося оформити замовлення зараз. Кошик і дані збережено: спробуйте, будь ласка, за хвилину.';

async function expectFormKept(page: Page, email: string) {
  await expect(page.getByRole('textbox', { name: "Ім'я", exact: true })).toHaveValue('Олена');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expect(page.getByRole('radio', { name: 'Оплата за реквізитами' })).toBeChecked();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart:v1') ?? '[]').length)).toBe(1);
}

// Whatever happens in the journey, the next ones find WordPress up.
test.afterEach(() => wordpressHost('restartPhp'));

test('WordPress stops during a checkout and comes back: form kept, a 503 page, then one order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `down.${Date.now()}@example.com`;
  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${SHOP_URL}/api/orders`) {
      keys.push(request.headers()['idempotency-key']);
    }
  });
  await checkoutWithPerfume(page);
  await fillContact(page, email);
  await chooseKyivBranch(page);
  await page.getByRole('radio', { name: 'Оплата за реквізитами' }).check();

  await wordpressHost('stopPhp');
  const refused = page.waitForResponse(`${SHOP_URL}/api/orders`);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(503);
  expect(answer.headers()['retry-after']).toBe('30');
  await expect(page.getByRole('alert').filter({ hasText: 'Не вдалося' })).toHaveText(ORDER_FAILED);
  await expectFormKept(page, email);

  // A page no journey has rendered yet: its render finds WordPress down (500, error.tsx's notice),
  // and asked again the shop answers 503 at once, the notice in the HTML.
  const uncached = '/en/catalog/men';
  expect((await page.goto(uncached))?.status()).toBe(500);
  await expect(
    page.getByRole('heading', { level: 1, name: 'The shop is temporarily unavailable' }),
  ).toBeVisible();
  const unavailable = await page.goto(uncached);
  expect(unavailable?.status()).toBe(503);
  expect(await unavailable!.text()).toContain('The shop is temporarily unavailable');

  // WordPress is back. The shop counted WooCommerce down after its last failure and refuses at once
  // until a trial read gets an answer (a few seconds, PLATFORM_DOWN_SECONDS), as a shopper's retry a
  // moment later would find: the order waits until a catalogue read answers again (as faults.spec's).
  await wordpressHost('restartPhp');
  await expect
    .poll(
      async () => (await page.request.post('/api/products', { data: { ids: [1], locale: 'uk' } })).status(),
      { timeout: 30_000 },
    )
    .toBe(200);
  await page.goto('/checkout');
  await expectFormKept(page, email);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Оформити замовлення' }).click();
  await expect(page.getByRole('dialog', { name: 'Замовлення прийнято' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  const orders = await ordersOf(email);
  expect(orders).toHaveLength(1);
  expect(orders[0].meta_data).toContainEqual(
    expect.objectContaining({ key: '_idempotency_key', value: keys[0] }),
  );
});
