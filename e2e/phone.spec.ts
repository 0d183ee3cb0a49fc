import { expect, test, type Page } from '@playwright/test';

/*
 * The checkout's phone country: preselected from the shopper's IP address through /api/geo/country
 * and the sandbox's ip2c imitation (192.0.2.0/24 is Poland there, loopback Ukraine), and chosen
 * from the keyboard in our own country list.
 */

const PHONE = 'Телефон';
const countryButton = (page: Page, field = PHONE) =>
  page.getByRole('button', { name: new RegExp(`^${field} — країна:`) });

/** Counts the page's calls of the lookup route. */
function countLookups(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/geo/country') count += 1;
  });
  return () => count;
}

test('a shopper in Poland finds +48 preselected, in both phone fields, from one lookup', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.10' });
  const lookups = countLookups(page);
  await page.goto('/checkout');
  await expect(countryButton(page)).toHaveAccessibleName('Телефон — країна: Польща, +48');
  // The dial code shows on the country button only; the number's own field stays empty.
  await expect(page.getByRole('textbox', { name: PHONE, exact: true })).toHaveValue('');

  await page.getByRole('checkbox', { name: 'Замовити як подарунок' }).check();
  await expect(countryButton(page, 'Телефон отримувача')).toHaveAccessibleName(
    'Телефон отримувача — країна: Польща, +48',
  );
  expect(lookups()).toBe(1);
});

test('a shopper on the shop’s own machine (loopback: Ukraine) keeps +380', async ({ page }) => {
  const lookups = countLookups(page);
  await page.goto('/checkout');
  await expect.poll(lookups).toBe(1);
  await expect(page.getByRole('textbox', { name: PHONE, exact: true })).toHaveValue('');
  await expect(countryButton(page)).toHaveAccessibleName('Телефон — країна: Україна, +380');
});

for (const typed of ['0671234567', '380671234567', '80671234567'])
  test(`a Ukrainian number typed as ${typed} reads +380 67 123 45 67`, async ({ page }) => {
    await page.goto('/checkout');
    await expect(countryButton(page)).toHaveAccessibleName('Телефон — країна: Україна, +380');
    const phone = page.getByRole('textbox', { name: PHONE, exact: true });
    await phone.click();
    await phone.pressSequentially(typed);
    await expect(phone).toHaveValue('(67) 123 45 67');
    await expect(countryButton(page)).toHaveAccessibleName('Телефон — країна: Україна, +380');
  });

// In English: Playwright presses only keys of a US layout, and type-to-find reads key presses.
test('the keyboard opens the country list, finds a country by typing and chooses it', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.0.2.10' });
  await page.goto('/en/checkout');
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  const button = page.getByRole('button', { name: /^Phone — country:/ });
  await expect(button).toHaveAccessibleName('Phone — country: Poland, +48');

  await page.getByRole('textbox', { name: 'Surname', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const list = page.getByRole('listbox', { name: 'Phone — country' });
  await expect(list).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option', { selected: true })).toContainText('Poland+48');

  await page.keyboard.type('ger');
  await page.keyboard.press('Enter');
  await expect(list).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName('Phone — country: Germany, +49');

  // Arrows open it too; Escape closes it without a change; then on to the number.
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName('Phone — country: Germany, +49');

  // Space chooses as Enter does (and the button it returns focus to does not reopen the list).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  await expect(list).toHaveCount(0);
  await expect(button).toHaveAccessibleName('Phone — country: Georgia, +995');
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Tab');
  await expect(phone).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('555123456');
  await expect(phone).toHaveValue(/^5.*5.*5.*1.*2.*3.*4.*5.*6$/);
  await expect(button).toHaveAccessibleName('Phone — country: Georgia, +995');
});

test('the country list opens above the selector when 200 px or less are free below it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/checkout');
  const button = countryButton(page);
  await expect(button).toHaveAccessibleName(/Україна/);

  // A viewport that ends 120 px below the selector (the page scrolled to its top).
  const { y, height } = (await button.boundingBox())!;
  await page.setViewportSize({ width: 1280, height: Math.round(y + height + 120) });
  await expect.poll(async () => (await button.boundingBox())!.y).toBe(y);
  await button.click();
  const list = page.getByRole('listbox', { name: 'Телефон — країна' });
  await expect(list).toHaveAttribute('data-placement', 'above');
  const [listBox, buttonBox] = [await list.boundingBox(), await button.boundingBox()];
  expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(buttonBox!.y);
  await page.keyboard.press('Escape');

  // With room below, it opens below.
  await page.setViewportSize({ width: 1280, height: 720 });
  await button.click();
  await expect(list).toHaveAttribute('data-placement', 'below');
  const [below, buttonNow] = [await list.boundingBox(), await button.boundingBox()];
  expect(below!.y).toBeGreaterThanOrEqual(buttonNow!.y + buttonNow!.height);
});

for (const width of [375, 768, 1440]) {
  test(`at ${width} px the phone and the e-mail are as wide as the name fields above them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/checkout');
    const box = async (name: string) =>
      (await page.getByRole('textbox', { name, exact: true }).boundingBox())!;
    const [name, surname, number, email] = await Promise.all(
      ["Ім'я", 'Прізвище', PHONE, 'E-mail'].map((label) => box(label)),
    );
    // The phone field is its country button and its number together.
    const button = (await countryButton(page).boundingBox())!;
    const phone = { x: button.x, width: number.x + number.width - button.x };
    for (const [field, above] of [
      [phone, name],
      [email, surname],
    ] as const) {
      expect(Math.abs(field.x - above.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(field.width - above.width)).toBeLessThanOrEqual(1);
    }
  });
}
