import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Favourites and recently viewed (issue 26): a heart on a catalogue card, the header's count, the
 * favourites page in Ukrainian and English, and taking the product out again; then the product
 * pages' and the empty basket's row of what was viewed. Both lists live in the browser's storage.
 */

// Seeded by the sandbox (e2e/product.spec.ts): two perfumes with pages of their own.
const PERFUME = 'velvet-amber-07';
const OTHER = 'pepper-wood-74';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The data layer's add_to_wishlist events. */
function wishlistEvents(page: Page) {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === 'add_to_wishlist',
    ),
  );
}

/**
 * Presses a heart that is not pressed yet. A click that lands before the page has hydrated does
 * nothing, so it is tried again until the heart says it is pressed; a pressed heart is not clicked.
 */
async function pressHeart(heart: Locator) {
  await expect(async () => {
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('a shopper hearts a catalogue card, finds it under favourites in two languages and takes it out', async ({
  page,
}) => {
  await page.goto('/catalog/women');
  const card = page.locator('#main ul li article').first();
  const name = (await card.getByRole('heading', { level: 2 }).innerText()).trim();
  const href = await card.getByRole('link', { name }).getAttribute('href');
  expect(href).toMatch(/^\/[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: 'Обране, 0 товарів' })).toBeVisible();

  // The heart is a button of its own, not inside the card's link.
  const heart = card.getByRole('button', { name: `Додати в обране: ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('link', { name }).getByRole('button')).toHaveCount(0);
  await pressHeart(card.getByRole('button', { name: new RegExp(`: ${escaped(name)}$`) }));
  await expect(card.getByRole('button', { name: `Прибрати з обраного: ${name}` })).toBeVisible();
  expect(await wishlistEvents(page)).toEqual([
    {
      event: 'add_to_wishlist',
      ecommerce: expect.objectContaining({
        currency: 'UAH',
        items: [expect.objectContaining({ item_name: name })],
      }),
    },
  ]);

  // The header counts it and leads to the page, which is not for search engines.
  const headerLink = page.getByRole('link', { name: 'Обране, 1 товар' });
  await expect(headerLink).toBeVisible();
  await headerLink.click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Обране' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const saved = page.locator('#main article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name })).toHaveAttribute('href', href!);
  await expect(saved.getByRole('button', { name: `Прибрати з обраного: ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('1 товар', { exact: true })).toBeVisible();

  // The same list in English, under the English address; the product's name may be translated.
  await page.goto('/en/favourites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Favourites, 1 item' })).toBeVisible();
  const enCard = page.locator('#main article');
  await expect(enCard).toHaveCount(1);
  await expect(enCard.locator(`a[href="/en${href}"]`)).toBeVisible();
  const remove = enCard.getByRole('button', { name: /^Remove from favourites: / });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');

  // Taking it out empties the page and the header's count; a reload keeps it so.
  await remove.click();
  await expect(page.getByText('Your favourites list is empty.')).toBeVisible();
  await expect(page.locator('#main article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Favourites, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute(
    'href',
    '/en/catalog',
  );
  await page.reload();
  await expect(page.getByText('Your favourites list is empty.')).toBeVisible();
  await page.goto('/favourites');
  await expect(page.getByText('В обраному поки порожньо.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти до каталогу' })).toHaveAttribute('href', '/catalog');
});

test('product pages and the empty basket show what was viewed, newest first, never the page itself', async ({
  page,
}) => {
  await page.goto(`/${PERFUME}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Velvet Amber 07' })).toBeVisible();
  // A first visit has nothing to show; the page records itself once it has hydrated.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recently-viewed:v1')))
    .toMatch(/^\[\d+\]$/);
  await expect(page.getByRole('region', { name: 'Ви переглядали' })).toHaveCount(0);

  await page.goto(`/${OTHER}`);
  const row = page.getByRole('region', { name: 'Ви переглядали' });
  await expect(row.locator(`a[href="/${PERFUME}"]`)).toBeVisible();
  await expect(row.locator(`a[href="/${OTHER}"]`)).toHaveCount(0);
  await expect(row.locator('article')).toHaveCount(1);

  // The empty basket offers both, the newest first; following one closes the basket.
  await page.getByRole('button', { name: 'Кошик, 0 товарів' }).click();
  const basket = page.getByRole('dialog', { name: 'Кошик' });
  const basketRow = basket.getByRole('region', { name: 'Ви переглядали' });
  await expect(basketRow.locator('article')).toHaveCount(2);
  await expect(basketRow.locator('article').first().locator(`a[href="/${OTHER}"]`)).toBeVisible();
  await basketRow.locator(`a[href="/${PERFUME}"]`).click();
  await expect(basket).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/${PERFUME}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Velvet Amber 07' })).toBeVisible();
});
