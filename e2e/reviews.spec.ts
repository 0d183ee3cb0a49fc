import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_URL, wooFetch } from './test-env';
import { expectPopupLooksRight } from './popup-checks';

const APP_AUTH = `Basic ${Buffer.from('storefront:sand box app pass word').toString('base64')}`;
const FIXTURES = path.join(__dirname, '..', 'src', 'domain', 'reviews', 'fixtures');
const SHOTS = '/tmp/shots-reviews';
// Seeded: its newest review, in Russian, has two photos; it has Ukrainian ones and no English one.
const PERFUME = 'velvet-amber-07';
const REVIEWED = { slug: 'white-musk-50', name: 'White Musk 50' };

async function woo<T>(route: string, init: RequestInit = {}): Promise<T> {
  const response = await wooFetch(`${SANDBOX_URL}/wp-json/wc/v3/${route}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  expect(response.ok, route).toBe(true);
  return (await response.json()) as T;
}

async function productId(slug: string): Promise<number> {
  const [product] = await woo<{ id: number }[]>(`products?slug=${slug}`);
  return product!.id;
}

/** Reloads until the text shows: approval reaches the shop through the webhook, not at once. */
async function reloadUntilVisible(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('a review with a photo written in the browser waits on hold, and once approved shows with its photo', async ({
  page,
}) => {
  const text = `Soft amber, lasts all day (${Date.now()})`;
  await page.goto(`/en/${REVIEWED.slug}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog.getByText(`Product: ${REVIEWED.name}`)).toBeVisible();
  await expectPopupLooksRight(page, dialog, 'write a review');
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByLabel('Your name').fill('Marta');
  await dialog.getByLabel('E-mail').fill('marta@example.com');
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByLabel('Photos').setInputFiles(path.join(FIXTURES, 'bottle.png'));
  await expect(dialog.getByRole('button', { name: 'Remove bottle.png' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I am human' }).check();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/review-popup-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Send the review' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your review will appear after moderation.');

  // In WooCommerce: on hold, with the photo linked as Customer Reviews for WooCommerce links it.
  const id = await productId(REVIEWED.slug);
  const held = await woo<{ id: number; review: string; rating: number }[]>(
    `products/reviews?status=hold&product[]=${id}`,
  );
  const review = held.find((r) => r.review.includes(text));
  expect(review?.rating).toBe(4);
  const comment = await (
    await fetch(`${SANDBOX_URL}/wp-json/wp/v2/comments/${review!.id}`, {
      headers: { Authorization: APP_AUTH },
    })
  ).json();
  expect(comment.meta.ivole_review_image2).toHaveLength(1);
  const media = await (
    await fetch(`${SANDBOX_URL}/wp-json/wp/v2/media/${comment.meta.ivole_review_image2[0]}`)
  ).json();
  expect(media.mime_type).toBe('image/png');

  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);

  await woo(`products/reviews/${review!.id}`, {
    method: 'PUT',
    body: JSON.stringify({ status: 'approved' }),
  });
  await reloadUntilVisible(page, text);
  const card = page.getByRole('listitem').filter({ hasText: text });
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await card.getByRole('button', { name: 'Open photo 1 of 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
  const photo = viewer.getByRole('img', { name: "Photo 1 from Marta's review" });
  await expect(photo).toBeVisible();
  await expectPopupLooksRight(page, viewer, 'photo viewer');
  // Loaded, not a broken-image icon: the media library serves it and the image optimiser takes it.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Open photo 1 of 1' })).toBeFocused();

  // /reviews: the newest review first, with its product and photo.
  await page.goto('/en/reviews');
  const first = page.locator('main li article').first();
  await expect(first).toContainText(text);
  await expect(first.getByRole('link', { name: REVIEWED.name })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
});

test('a review saved as <img src=x onerror=alert(1)> shows as harmless text', async ({ page }) => {
  const id = await productId(PERFUME);
  // As it would arrive from the form or the REST API: held, then approved by staff.
  const { id: reviewId } = await woo<{ id: number }>('products/reviews', {
    method: 'POST',
    body: JSON.stringify({
      product_id: id,
      review: '<img src=x onerror=alert(1)>',
      reviewer: 'Mallory',
      reviewer_email: 'mallory@example.com',
      rating: 5,
      status: 'hold',
    }),
  });
  await woo(`products/reviews/${reviewId}`, { method: 'PUT', body: JSON.stringify({ status: 'approved' }) });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/${PERFUME}`);
  await reloadUntilVisible(page, '<img src=x onerror=alert(1)>');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await page.goto('/reviews');
  await expect(page.getByText('<img src=x onerror=alert(1)>').first()).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('the photo viewer: arrows move, Tab stays inside, Escape closes', async ({ page }) => {
  // The review with two photos is Russian: the Russian page lists it (the others keep it closed).
  await page.goto(`/ru/${PERFUME}`);
  const open = page.getByRole('button', { name: 'Открыть фото 1 из 2' }).first();
  await open.click();
  const viewer = page.getByRole('dialog', { name: 'Фото 1 из 2' });
  await expect(viewer).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Фото 2 из 2' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toBeVisible();
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    await expect(page.locator('[role="dialog"] :focus, [role="dialog"]:focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(open).toBeFocused();

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await open.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/product-reviews-${width}.png` });
    await open.click();
    const shown = page.getByRole('dialog', { name: 'Фото 1 из 2' }).getByRole('img');
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/photo-viewer-${width}.png` });
    await page.keyboard.press('Escape');
  }
});

test('a page lists its own language’s reviews; the others open from "Reviews in other languages (N)"', async ({
  page,
}) => {
  await page.goto(`/en/${PERFUME}`);
  const reviews = page.locator('#product-reviews').locator('..');
  await expect(reviews.getByText('No reviews in English yet, yours may be the first.')).toBeVisible();
  const others = reviews.locator('details');
  const summary = others.getByText(/^Reviews in other languages \(\d+\)$/);
  await expect(summary).toBeVisible();
  await expect(others.locator('article').first()).toBeHidden();
  await summary.click();
  await expect(others.locator('article').first()).toBeVisible();
  await expect(others.getByRole('button', { name: 'Open photo 1 of 2' })).toBeVisible();

  // The Ukrainian page lists the Ukrainian ones and keeps the Russian ones closed.
  await page.goto(`/${PERFUME}`);
  await expect(page.locator('#product-reviews + ul > li').first()).toBeVisible();
  await expect(page.getByText(/^Відгуки іншими мовами \(\d+\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Відкрити фото 1 з 2' })).toBeHidden();
});

test('/reviews: the shop average on top, filter by rating, pages; the header links to it', async ({
  page,
}) => {
  await page.goto('/ru');
  await page.getByRole('banner').getByRole('link', { name: 'Отзывы' }).first().click();
  await expect(page).toHaveURL(/\/ru\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Отзывы' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Средняя оценка \d\.\d из 5/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Страницы отзывов' })).toBeVisible();

  await page.goto('/en/reviews');
  await page
    .getByRole('navigation', { name: 'Rating' })
    .getByRole('link', { name: /^3 stars/ })
    .click();
  await expect(page).toHaveURL(/rating=3/);
  const ratings = page.locator('main article').getByRole('img', { name: /^Rated \d out of 5$/ });
  await expect(ratings.first()).toBeVisible();
  const names = await ratings.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')));
  expect(new Set(names)).toEqual(new Set(['Rated 3 out of 5']));

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/reviews');
    await page.screenshot({ path: `${SHOTS}/reviews-${width}.png`, fullPage: false });
  }
});

test('the popup on /reviews: search a product; photos are judged as they are chosen', async ({ page }) => {
  await page.goto('/en/reviews');
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await dialog.getByLabel('Find a product').fill('velvet');
  await dialog.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'Velvet Amber 07' });

  const photos = dialog.getByLabel('Photos');
  await photos.setInputFiles(path.join(FIXTURES, 'notes.png'));
  await expect(dialog.getByText('Only png, jpg, jpeg and svg images can be added')).toBeVisible();
  await photos.setInputFiles(
    ['bottle.png', 'box.jpg', 'drawing.svg', 'bottle.png'].map((f) => path.join(FIXTURES, f)),
  );
  await expect(dialog.getByText('You can add up to 3 photos')).toBeVisible();
  await photos.setInputFiles(['bottle.png', 'box.jpg'].map((f) => path.join(FIXTURES, f)));
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Remove box.jpg' }).click();
  await expect(dialog.getByRole('button', { name: /^Remove / })).toHaveCount(1);

  // Nothing chosen: the required fields say so, and the rating is asked for.
  await dialog.getByRole('button', { name: 'Send the review' }).click();
  await expect(dialog.getByText('Choose a rating')).toBeVisible();
  await expect(dialog.getByText('Fill in the required field').first()).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/review-popup-errors-${width}.png` });
  }
});
