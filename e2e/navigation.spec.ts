import { expect, test, type Page } from '@playwright/test';

/*
 * The shop's links do not prefetch (src/components/ui/shop-link.tsx): for pages rendered per request
 * Next's prefetch of each link in view fetched only the route's tree and metadata, two requests a link,
 * 16 on a catalogue page on a phone. A click still opens the page without reloading the document.
 */

/** Next's RSC requests the page makes (prefetches and navigations carry an `rsc` header). */
function countRscRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.headers()['rsc'] !== undefined) count += 1;
  });
  return () => count;
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
]) {
  test(`a catalogue page asks the server for nothing for its links while it loads (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const rscRequests = countRscRequests(page);
    await page.goto('/catalog/women');
    await expect(page.locator('main article a').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Next prefetches links in view from an idle callback after hydration.
    await page.waitForTimeout(1500);
    expect(rscRequests()).toBe(0);
  });
}

test('a product card and the header’s link open their pages without reloading the document', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/catalog/women');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sameDocument = () => page.evaluate(() => 'sameDocument' in window);

  const card = page.locator('main article a').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  expect(await sameDocument()).toBe(true);

  await page.locator('header a[href="/en/blog"]:visible').click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument()).toBe(true);
});
