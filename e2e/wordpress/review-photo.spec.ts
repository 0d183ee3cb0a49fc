import path from 'node:path';
import { expect, test } from '@playwright/test';
import { wp } from './lane';
import { perfume, PERFUME } from './shop-steps';

/*
 * A review with a photo written on the product page lands in WordPress as a moderator finds it: the
 * photo in the media library, the review on hold with the photo linked as Customer Reviews for
 * WooCommerce links it (comment meta ivole_review_image2) and its language (review_language, en).
 * Approved in WooCommerce, it reaches the English product page's list through the review-status
 * webhook.
 */

const PHOTO = path.join(__dirname, '..', '..', 'src', 'domain', 'reviews', 'fixtures', 'bottle.png');

type WooReview = { id: number; review: string; rating: number; status: string };
type WpComment = { id: number; meta: { ivole_review_image2?: number[]; review_language?: string } };
type WpMedia = { id: number; mime_type: string };

test('a review with a photo is held in WordPress with its media, and once approved shows on the page', async ({
  page,
}) => {
  const text = `Amber that lasts all day on WordPress (${Date.now()})`;
  const { product } = await perfume();
  await page.goto(`/en/${PERFUME}`);
  await page.getByRole('button', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByLabel('Your name').fill('Marta');
  await dialog.getByLabel('E-mail').fill('marta.wp@example.com');
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByLabel('Photos').setInputFiles(PHOTO);
  await expect(dialog.getByRole('button', { name: 'Remove bottle.png' })).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I am human' }).check();
  await dialog.getByRole('button', { name: 'Send the review' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your review will appear after moderation.');

  const held = await wp<WooReview[]>(`wc/v3/products/reviews?status=hold&product=${product.id}`);
  const review = held.find((r) => r.review.includes(text));
  expect(review, 'the review on hold in WooCommerce').toBeDefined();
  expect(review!.rating).toBe(4);
  const comment = await wp<WpComment>(`wp/v2/comments/${review!.id}?context=edit`);
  expect(comment.meta.ivole_review_image2).toHaveLength(1);
  // Written on /en: stored as English (registered for REST by the local mu-plugin), so /en lists it.
  expect(comment.meta.review_language).toBe('en');
  const media = await wp<WpMedia>(`wp/v2/media/${comment.meta.ivole_review_image2![0]}`);
  expect(media.mime_type).toBe('image/png');

  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0);

  await wp(`wc/v3/products/reviews/${review!.id}`, {
    method: 'PUT',
    body: JSON.stringify({ status: 'approved' }),
  });
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const card = page.getByRole('listitem').filter({ hasText: text });
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await card.getByRole('button', { name: 'Open photo 1 of 1' }).click();
  const photo = page.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('img');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
});
