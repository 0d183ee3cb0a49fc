import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { checkoutWithVelvetAmber } from './checkout-steps';
import { SANDBOX_URL } from './test-env';
import { expectPopupLooksRight } from './popup-checks';

/*
 * Issue 11's pages and popups against the sandbox's seed: the WordPress pages about, info (sections
 * #payment-delivery, #returns-exchanges, #public-offer-contract, #privacy-policy) and contacts in
 * three languages, and the options page's contacts, FAQ and requisites.
 */

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

async function pageId(uri: string): Promise<number> {
  const response = await fetch(`${SANDBOX_URL}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: `{ page(id: "${uri}", idType: URI) { databaseId } }` }),
  });
  return ((await response.json()) as { data: { page: { databaseId: number } } }).data.page.databaseId;
}

async function expectNoAxeViolations(page: Page, include: string) {
  const axe = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

for (const width of [375, 1440]) {
  test(`/info#returns-exchanges lands on that section, 150 px below the top, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/info#returns-exchanges');
    const section = page.locator('#returns-exchanges');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Повернення та обмін');
    await expect.poll(async () => Math.round((await section.boundingBox())!.y), { timeout: 5_000 }).toBe(150);
    const header = await page.locator('header').first().boundingBox();
    expect(header!.y + header!.height).toBeLessThanOrEqual(150);
    await shot(page, `info-${width}`);
  });
}

test('a footer info link scrolls to its section on the info page, below the header', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/info#privacy-policy$/);
  const section = page.locator('#privacy-policy');
  await expect.poll(async () => Math.round((await section.boundingBox())!.y), { timeout: 5_000 }).toBe(150);
  await shot(page, 'about-1440');
});

test('the FAQ on /info opens and closes each answer', async ({ page }) => {
  await page.goto('/en/info');
  const question = page.getByRole('button', { name: 'How soon do you ship?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  const answer = page.getByText('Within 1–2 working days of order confirmation.');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});

test('a WordPress page answers at its id as well as its slug; the slug URL is canonical', async ({
  page,
  request,
  baseURL,
}) => {
  const [uk, en] = [await pageId('/contacts/'), await pageId('/en/contacts/')];
  expect((await page.goto(`/en/${en}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/contacts`);
  expect((await page.goto('/en/contacts'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  // Another language's id (the language switch keeps the path) moves to this language's page.
  const moved = await request.get(`/en/${uk}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe('/en/contacts');
  expect((await request.get('/en/99999999', { maxRedirects: 0 })).status()).toBe(404);
});

test('the info page reads the same with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/en/info');
  for (const name of [
    'Payment and delivery',
    'Returns and exchanges',
    'Public offer contract',
    'Privacy policy',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await page.locator('#privacy-policy').scrollIntoViewIfNeeded();
  await expect(page.locator('#privacy-policy p').first()).toBeVisible();
  expect(await page.locator('#privacy-policy').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await context.close();
});

test('sections below the fold fade in once as they scroll into view on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/en/info');
  const last = page.locator('#privacy-policy');
  await expect(last).toHaveAttribute('data-revealed', 'pending');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-revealed', 'animate');
  const animation = await last.evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration };
  });
  expect(animation).toEqual({ name: 'reveal-in', duration: '1.2s' });
  await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('no scroll-in animation below 1199 px or under reduced motion', async ({ browser }) => {
  for (const options of [
    { viewport: { width: 768, height: 600 } },
    { viewport: { width: 1440, height: 600 }, reducedMotion: 'reduce' as const },
  ]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto('/en/info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-revealed]')).toHaveCount(0);
    expect(await page.locator('#privacy-policy').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await context.close();
  }
});

for (const width of [375, 1440]) {
  test(`the contacts and info popups open from the footer at ${width} px; the map loads only on demand`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const framed: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.url().includes('openstreetmap'))
        framed.push(request.url());
    });
    // No internet here: the embed page is answered locally, as it would be by OpenStreetMap.
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>map</title><p>map</p>' }),
    );
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('button', { name: 'All contacts and the map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacts' });
    await expect(dialog).toBeVisible();
    if (width === 1440) await expectPopupLooksRight(page, dialog, 'contacts');
    await expect(dialog.getByRole('link', { name: 'hello@brand.ua' })).toHaveAttribute(
      'href',
      'mailto:hello@brand.ua',
    );
    await expect(dialog.getByRole('link', { name: '+380441234567' })).toHaveAttribute(
      'href',
      'tel:+380441234567',
    );
    await expect(dialog).toContainText('72 Velyka Vasylkivska St, Kyiv');
    await expect(dialog.getByRole('link', { name: 'Open on the map' })).toHaveAttribute(
      'href',
      'https://maps.google.com/?q=50.4265,30.5158',
    );
    await expect(dialog.getByRole('link', { name: 'Chat on Telegram' })).toBeVisible();
    expect(framed).toEqual([]);
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Show the map here' }).click();
    const map = dialog.locator('iframe[title="The shop on OpenStreetMap"]');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    await expect.poll(() => framed.length).toBe(1);
    await expect(
      page.frameLocator('iframe[title="The shop on OpenStreetMap"]').getByText('map'),
    ).toBeVisible();
    await shot(page, `contacts-popup-${width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Information' }).click();
    const info = page.getByRole('dialog', { name: 'Information' });
    await expect(info.getByRole('link', { name: 'Returns and exchanges' })).toBeVisible();
    await expect(info.getByRole('button', { name: 'How soon do you ship?' })).toBeVisible();
    if (width === 1440) await expectPopupLooksRight(page, info, 'info');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await shot(page, `info-popup-${width}`);
    await info.getByRole('link', { name: 'Returns and exchanges' }).click();
    await expect(page).toHaveURL(/\/en\/info#returns-exchanges$/);
    await expect(info).toBeHidden();
  });
}

for (const width of [375, 1440]) {
  test(`payment by requisites at checkout offers the props popup, whose copy buttons work (${width} px)`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height: 900 });
    await checkoutWithVelvetAmber(page, { count: 1 });
    await page.getByRole('radio', { name: 'Оплата за реквізитами' }).check();
    const dialog = page.getByRole('dialog', { name: 'Оплата за реквізитами' });
    // Choosing the option does not trap the shopper in a dialog; the note under it opens one.
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Показати реквізити' }).click();
    await expect(dialog).toBeVisible();
    if (width === 1440) await expectPopupLooksRight(page, dialog, 'requisites');
    await expect(dialog).toContainText('ФОП Коваленко Олена Миколаївна');
    await expect(dialog).toContainText('UA213052990000026001234567890');
    await expect(dialog).toContainText('3124509876');
    await expectNoAxeViolations(page, '[role="dialog"]');
    await shot(page, `props-popup-${width}`);
    await dialog.getByRole('button', { name: 'Скопіювати: IBAN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Текст скопійовано' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('UA213052990000026001234567890');
    await dialog.getByRole('button', { name: 'Скопіювати: Призначення платежу' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Оплата за замовлення №…');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Показати реквізити' })).toBeFocused();
  });
}
