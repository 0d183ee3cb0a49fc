import { expect, test, type Locator, type Page } from '@playwright/test';

/*
 * Search: the header's field with its suggestions at a desktop's and a phone's width, the results
 * page with the catalogue's filters (the term stays in the URL), a term that finds nothing, and the
 * English page. The seed names several perfumes "… Amber" and "… Musk" in every language.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The data layer's events of one name. */
function events(page: Page, name: string) {
  return page.evaluate(
    (wanted) =>
      ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry) => (entry as { event?: string }).event === wanted,
      ),
    name,
  );
}

/**
 * Types into the field until its list shows: keys pressed before the page has hydrated reach a
 * plain input that React then takes over, so the typing is tried again from an empty field.
 */
async function typeUntilSuggested(field: Locator, text: string) {
  const listbox = field.page().locator(`[id="${await field.getAttribute('aria-controls')}"]`);
  await expect(async () => {
    await field.fill('');
    await field.pressSequentially(text);
    await expect(listbox).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return listbox;
}

/** Nothing is wider than the screen. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The element a tap at the middle of `locator` lands on is `locator` itself (nothing fixed covers it). */
async function expectOnTop(locator: Locator) {
  const box = (await locator.boundingBox())!;
  const onTop = await locator.evaluate(
    (element, point) => {
      const hit = document.elementFromPoint(point.x, point.y);
      return hit === element || element.contains(hit);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
}

/**
 * Opens the header's field with its button and answers the field, focused. Before hydration the
 * button is a link to /search, so the click waits for the page's scripts and is tried again.
 */
async function openField(page: Page) {
  const field = page.getByRole('combobox', { name: 'Пошук ароматів' });
  await expect(field).toBeHidden();
  await page.waitForLoadState('networkidle');
  const open = page.getByRole('button', { name: 'Відкрити пошук' });
  await expect(async () => {
    await open.click();
    await expect(field).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toBeFocused();
  return field;
}

test('at 1440 px the header field suggests products as a shopper types, and Enter opens the results', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/catalog');
  // The navigation fills the bar at this width: the button opens the field over it.
  const field = await openField(page);
  await expectOnTop(field);

  const listbox = await typeUntilSuggested(field, 'amber');
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const product = listbox.getByRole('option').first();
  await expect(product).toContainText('Amber');
  await expect(product).toContainText('₴');
  await expect(listbox.getByRole('option', { name: 'Усі результати для «amber»' })).toBeVisible();
  await expectNoOverflow(page);

  // Escape closes the list; the arrow opens it again; outside click closes it.
  await field.press('Escape');
  await expect(listbox).toBeHidden();
  await field.press('ArrowDown');
  await expect(listbox).toBeVisible();
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(listbox).toBeHidden();
  await expect(field).toBeHidden();

  await openField(page);
  await expect(field).toHaveValue('amber');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=amber$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пошук: «amber»');
  await expect(page.getByRole('search', { name: 'Пошук', exact: true }).getByRole('searchbox')).toHaveValue(
    'amber',
  );
  await expect(page.locator('#main').getByRole('link', { name: /Velvet Amber/ })).toBeVisible();
  await expect(page.getByText(/^Знайдено \d+ аромат/)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/^Пошук: amber/);
  expect(await events(page, 'search')).toEqual([{ event: 'search', search_term: 'amber' }]);
  await expect
    .poll(() => events(page, 'view_search_results'))
    .toEqual([{ event: 'view_search_results', search_term: 'amber' }]);
});

test('at 375 px an icon opens a full-width field over the header; a suggestion opens its product', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const field = await openField(page);
  const fieldBox = (await field.boundingBox())!;
  expect(fieldBox.width).toBeGreaterThan(PHONE.width * 0.6);

  const listbox = await typeUntilSuggested(field, 'oud');
  await expect(listbox.getByRole('option', { name: /Oud Noir/ })).toBeVisible();
  const listBox = (await listbox.boundingBox())!;
  expect(listBox.x).toBeGreaterThanOrEqual(0);
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(PHONE.width);
  await expectOnTop(field);
  await expectOnTop(listbox.getByRole('option').first());
  await expectNoOverflow(page);

  await listbox.getByRole('option', { name: /Oud Noir/ }).click();
  await expect(page).toHaveURL(/\/oud-noir-03$/);
  await expect(field).toBeHidden();
});

test('between 1024 and 1199 px the field sits in the header without a button', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Пошук ароматів' });
  await expect(field).toBeVisible();
  await expect(page.getByRole('button', { name: 'Відкрити пошук' })).toBeHidden();
  const listbox = await typeUntilSuggested(field, 'musk');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expectNoOverflow(page);
});

test('the results keep the term through filters, sort and a new term', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/search?q=musk');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пошук: «musk»');
  await expect(page.getByLabel('Сортування')).toHaveValue('relevance');

  const filter = page.locator('aside a[data-facet]').first();
  const facet = await filter.getAttribute('data-facet');
  const slug = await filter.getAttribute('data-term');
  await filter.click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=musk&${facet}=${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пошук: «musk»');

  await page.getByLabel('Сортування').selectOption('price-asc');
  await expect(page).toHaveURL(new RegExp(`/search\\?q=musk&${facet}=${slug}&sort=price-asc$`));
  await page
    .getByRole('link', { name: /^Прибрати фільтр:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/search\?q=musk&sort=price-asc$/);

  const own = page.getByRole('search', { name: 'Пошук', exact: true }).getByRole('searchbox');
  await own.fill('amber');
  await own.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=amber$/);
});

test('a term that finds nothing says so and offers best sellers, categories and contacts', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/search?q=zzqxwv');
  await expect(
    page.getByRole('status').filter({ hasText: 'За запитом «zzqxwv» нічого не знайдено.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Бестселери' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Бестселери' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Категорії' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/catalog\//,
  );
  await expect(page.getByRole('link', { name: 'Контакти', exact: true })).toHaveAttribute(
    'href',
    '/contacts',
  );
  await expectNoOverflow(page);
});

test('the English search page answers in English, and without a term asks for one', async ({ page }) => {
  await page.goto('/en/search?q=amber');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search: “amber”');
  await expect(page.getByText(/^\d+ fragrances? found$/)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');

  await page.goto('/en/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByText(/^Type a fragrance/)).toBeVisible();
  await expect(page).toHaveTitle(/^Search/);
});
