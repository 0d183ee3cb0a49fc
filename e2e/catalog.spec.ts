import { expect, test, type Page } from '@playwright/test';
import { expectPopupLooksRight } from './popup-checks';

const filter = (page: Page, facet: string, term: string) =>
  page.locator(`aside a[data-facet="${facet}"][data-term="${term}"]`);

/** Card prices on the page, in order (the first price of each card: what the shopper pays). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('#main ul li article p span:first-child').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1] <= value);

test.describe('catalogue', () => {
  test('a shopper narrows women by two facets, sorts by price, pages and removes a chip', async ({
    page,
  }) => {
    await page.goto('/en/catalog/women');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Women's fragrances");

    await filter(page, 'intensity', 'intense').click();
    await expect(page).toHaveURL(/\/en\/catalog\/women\?intensity=intense$/);
    await filter(page, 'intensity', 'light').click();
    await expect(page).toHaveURL(/intensity=intense,light$/);
    await expect(page.getByText('18 products')).toBeVisible();

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/intensity=intense,light&sort=price-asc$/);
    const firstPage = await cardPrices(page);
    expect(firstPage).toHaveLength(12);
    expect(ascending(firstPage)).toBe(true);

    await page
      .getByRole('navigation', { name: 'Catalogue pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/sort=price-asc&page=2$/);
    await expect(page.locator('#main ul li article')).toHaveCount(6);
    const secondPage = await cardPrices(page);
    expect(ascending([...firstPage, ...secondPage])).toBe(true);

    await filter(page, 'trail', 'strong').click();
    await expect(page).toHaveURL(/intensity=intense,light&trail=strong&sort=price-asc$/);
    await expect(page.getByRole('link', { name: 'Remove filter: Strong' })).toBeVisible();

    await page.getByRole('link', { name: 'Remove filter: Light' }).click();
    await expect(page).toHaveURL(/\?intensity=intense&trail=strong&sort=price-asc$/);
    await expect(page.getByRole('link', { name: 'Remove filter: Light' })).toHaveCount(0);
    for (const card of await page.locator('#main ul li article').all()) await expect(card).toBeVisible();
  });

  test('filter changes with JavaScript on do not reload the page', async ({ page }) => {
    await page.goto('/en/catalog/women');
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await filter(page, 'scent', 'gourmand').click();
    await expect(page).toHaveURL(/scent=gourmand$/);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  test('an address with parameters no page reads (an affiliate’s, a crawler’s) shows what its own ask for', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const ref of ['partner-1', 'partner-2']) {
      await page.goto(`/en/catalog/women?ref=${ref}&sort=price-asc&x=%3Cb%3Ebold%3C%2Fb%3E`);
      // The address stays as the link had it; the page is the sorted list, drawn and working.
      await expect(page).toHaveURL(new RegExp(`\\?ref=${ref}&sort=price-asc&x=%3Cb%3Ebold%3C%2Fb%3E$`));
      await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
      expect(ascending(await cardPrices(page))).toBe(true);
      await expect(page.locator('#main b')).toHaveCount(0);
    }
    await filter(page, 'scent', 'gourmand').click();
    await expect(page).toHaveURL(/\/en\/catalog\/women\?scent=gourmand&sort=price-asc$/);
    expect(ascending(await cardPrices(page))).toBe(true);
    expect(errors).toEqual([]);
  });

  test('an unknown or internal category is the 404 page', async ({ page }) => {
    expect((await page.goto('/catalog/no-such-category'))?.status()).toBe(404);
    expect((await page.goto('/en/catalog/aroma-samples'))?.status()).toBe(404);
  });

  test('a page past the last goes to the last one, whose address, title and canonical link are its own', async ({
    page,
    baseURL,
  }) => {
    // Women: 30 products, 12 a page, so page 3 is the last.
    // A campaign's parameters go on with the shopper, for the tracker on the page they land on.
    await page.goto('/en/catalog/women?sort=price-asc&page=50&utm_source=mail');
    await expect(page).toHaveURL(/\/en\/catalog\/women\?sort=price-asc&page=3&utm_source=mail$/);
    await expect(page).toHaveTitle(/page 3\b/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/catalog/women?sort=price-asc&page=3`,
    );
    const prices = await cardPrices(page);
    expect(prices).toHaveLength(6);
    expect(ascending(prices)).toBe(true);

    await page.goto('/en/search?q=vanilla&page=40');
    await expect(page).toHaveURL(/\/en\/search\?q=vanilla(&page=[1-9])?$/);
    await expect(page.locator('#main ul li article').first()).toBeVisible();
  });

  test('/en/catalog is in English, /catalog in Ukrainian', async ({ page }) => {
    await page.goto('/en/catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All products');
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Усі товари');
  });

  test('a query nothing matches says so in the page language, with status 200', async ({ page }) => {
    // Both terms are offered (light-intensity and chypre women's scents exist), no product has both.
    const response = await page.goto('/en/catalog/women?intensity=light&scent=chypre');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#main').getByRole('status')).toContainText(
      'No products found for your query.',
    );
    const uk = await page.goto('/catalog/women?intensity=light&scent=chypre');
    expect(uk?.status()).toBe(200);
    await expect(page.locator('#main').getByRole('status')).toContainText(
      'За вашим запитом товарів не знайдено.',
    );
  });

  test('a link to a term the list does not offer goes to the list with the filters that still apply', async ({
    page,
  }) => {
    // An old link (the term's products sold out) or a made-up one: products, not an empty list.
    await page.goto('/en/catalog/women?intensity=light&scent=no-such-term&utm_source=mail');
    await expect(page).toHaveURL(/\/en\/catalog\/women\?intensity=light&utm_source=mail$/);
    await expect(page.locator('#main ul li article').first()).toBeVisible();
    await expect(page.locator('#main')).not.toContainText('No products found');

    await page.goto('/catalog?ingredient=no-such-term&page=2');
    await expect(page).toHaveURL(/\/catalog\?page=2$/);
    await expect(page.locator('#main ul li article').first()).toBeVisible();

    await page.goto('/en/search?q=vanilla&scent=no-such-term');
    await expect(page).toHaveURL(/\/en\/search\?q=vanilla$/);
    await expect(page.locator('#main ul li article').first()).toBeVisible();
  });

  test('view_item_list reaches the data layer with the list name and SKUs as item ids', async ({ page }) => {
    await page.goto('/en/catalog/women');
    await page.locator('#main ul li article').last().scrollIntoViewIfNeeded();
    const event = await page
      .waitForFunction(() => {
        const layer = (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
        return layer.find((entry) => entry.event === 'view_item_list') ?? false;
      })
      .then((handle) => handle.jsonValue() as Promise<{ ecommerce: Record<string, unknown> }>);
    const { item_list_name, items } = event.ecommerce as {
      item_list_name: string;
      items: { item_id: string; item_name: string; price: number; item_list_name: string }[];
    };
    expect(item_list_name).toBe("Women's fragrances");
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      // The seeded women's fragrances carry SKUs W001…W030.
      expect(item.item_id).toMatch(/^W\d{3}$/);
      expect(item).toMatchObject({ item_list_name: "Women's fragrances", price: expect.any(Number) });
    }
  });
});

test.describe('catalogue without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filter links, the sort form and pages work as plain requests', async ({ page }) => {
    await page.goto('/en/catalog/women');
    await filter(page, 'intensity', 'intense').click();
    await expect(page).toHaveURL(/\?intensity=intense$/);
    await expect(page.getByText('10 products')).toBeVisible();

    await page.getByLabel('Sort by').selectOption('price-desc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/intensity=intense&sort=price-desc$/);
    const prices = await cardPrices(page);
    expect(prices.length).toBe(10);
    expect(ascending([...prices].reverse())).toBe(true);

    await page.getByRole('link', { name: 'Remove filter: Intense' }).click();
    await expect(page).toHaveURL(/\/en\/catalog\/women\?sort=price-desc$/);
    await expect(page.getByText('30 products')).toBeVisible();
  });
});

test.describe('catalogue on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('filters sit in a popup opened by the Filters button', async ({ page }) => {
    await page.goto('/en/catalog/men');
    await expect(page.locator('aside a[data-facet]').first()).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expectPopupLooksRight(page, dialog, 'filters', [375, 768]);
    await dialog.locator('a[data-facet="intensity"]').first().click();
    await expect(page).toHaveURL(/\/en\/catalog\/men\?intensity=/);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Show products' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /^Remove filter:/ })).toBeVisible();
  });
});
