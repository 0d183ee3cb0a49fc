import { expect, test } from '@playwright/test';
import { SANDBOX_URL, SHOP_URL } from './test-env';
import { expectPopupLooksRight } from './popup-checks';

// Seeded by the sandbox: a women's perfume with reviews, and one of the every-seventh without any.
const PERFUME = 'velvet-amber-07';
const WITHOUT_REVIEWS = 'pepper-wood-74';
// velvet-amber-07's reviews are Ukrainian and Russian; this one has English ones for /en's list.
const WITH_ENGLISH_REVIEWS = 'iris-powder-43';

test.describe('product page: choose a volume and add it to the cart', () => {
  for (const { prefix, volume, addToCart, basket, added } of [
    {
      prefix: '',
      volume: '100 мл',
      addToCart: 'Додати в кошик',
      basket: 'Кошик, 1 товар',
      added: 'Товар додано до кошика',
    },
    {
      prefix: '/en',
      volume: '100 ml',
      addToCart: 'Add to cart',
      basket: 'Cart, 1 item',
      added: 'Added to your cart',
    },
  ]) {
    test(`${prefix || '/'}: switching to ${volume} changes the price; adding shows the toast and basket 1`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/${PERFUME}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Velvet Amber 07' })).toBeVisible();
      const price = page.getByTestId('product-price');
      const before = await price.textContent();

      await page.getByRole('radio', { name: new RegExp(volume) }).check();
      await expect(price).not.toHaveText(before ?? '');
      await expect(page).toHaveURL(/\?volume=100-ml$/);
      // The photo is the chosen volume's, the one the basket line shows.
      const gallery = page.getByRole('region', { name: prefix ? 'Product images' : 'Зображення товару' });
      await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', `Velvet Amber 07, ${volume}`);
      await expect(gallery.getByRole('img').first()).toHaveAttribute('src', /velvet-amber-07-100ml\.png/);

      await page.getByRole('button', { name: addToCart, exact: true }).click();
      await expect(page.getByRole('status').getByText(added)).toBeVisible();
      await expect(page.getByRole('button', { name: basket })).toBeVisible();
      const dataLayer = await page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer);
      expect(dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'add_to_cart',
          ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_variant: volume })] }),
        }),
      );
    });
  }

  test('a link with a volume the page does not have opens the page’s own address', async ({ page }) => {
    // A volume staff removed, or a made-up one; a campaign's parameters go on with the shopper.
    await page.goto(`/en/${PERFUME}?volume=7-ml&utm_source=mail`);
    await expect(page).toHaveURL(new RegExp(`/en/${PERFUME}\\?utm_source=mail$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Velvet Amber 07' })).toBeVisible();
    await page.goto('/en/contacts?volume=50-ml');
    await expect(page).toHaveURL(/\/en\/contacts$/);
  });

  test('a link with ?volume opens on that volume', async ({ page }) => {
    await page.goto(`/en/${PERFUME}?volume=50-ml`);
    await expect(page.getByRole('radio', { name: /50 ml/ })).toBeChecked();
    const photo = page.getByRole('region', { name: 'Product images' }).getByRole('img').first();
    await expect(photo).toHaveAttribute('src', /velvet-amber-07-50ml\.png/);
  });
});

test('each volume shows the price of a millilitre, in whole hryvnias', async ({ page }) => {
  // velvet-amber-07: 30 ml 1 300 ₴, 50 ml 1 890 ₴, 100 ml 2 730 ₴.
  await page.goto(`/${PERFUME}`);
  await expect(page.getByRole('radio', { name: /^30 мл\s*1\s300\s₴\s*43\s₴\/мл$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^50 мл\s*1\s890\s₴\s*38\s₴\/мл$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^100 мл\s*2\s730\s₴\s*27\s₴\/мл$/ })).toBeVisible();
  await page.goto(`/en/${PERFUME}`);
  await expect(page.getByRole('radio', { name: /^50 ml\s*1,890\s₴\s*38\s₴\/ml$/ })).toBeVisible();
});

test.describe('try a perfume as a 2 ml sample', () => {
  test('/en: the link opens the discovery set with its sample chosen, which the shopper can take out', async ({
    page,
  }) => {
    await page.goto(`/en/${PERFUME}`);
    await page.getByRole('link', { name: /Try it as a 2\s+ml sample/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/discovery-set\\?aroma=${PERFUME}$`));
    const sample = page.getByRole('button', { name: /^Velvet Amber 07 2 ml/ });
    await expect(sample).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 of 6 chosen')).toBeVisible();

    await sample.click();
    await expect(sample).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('0 of 6 chosen')).toBeVisible();
  });

  test('no link where the perfume has no sample; an unknown aroma opens the set with nothing chosen', async ({
    page,
  }) => {
    // Seeded without a 2 ml sample (the samples are six per group, not one per perfume).
    await page.goto('/lily-dew-10');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /пробник 2\s+мл/ })).toHaveCount(0);

    expect((await page.goto('/discovery-set?aroma=no-such-perfume'))?.status()).toBe(200);
    await expect(page.getByText('Обрано 0 з 6')).toBeVisible();
  });
});

test("the product page's section headings are one size, a step below its title", async ({ page }) => {
  // Viewing one product first (recorded once the page has hydrated) gives the next its "recently viewed" row.
  await page.goto(`/en/${PERFUME}`);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('recently-viewed:v1')))
    .toMatch(/^\[\d+\]$/);
  await page.goto(`/en/${WITH_ENGLISH_REVIEWS}`);
  for (const name of ['Description', 'Notes', 'Reviews', 'You might also like', 'Recently viewed']) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const sizes = await page
    .locator('article h1, article h2')
    .evaluateAll((headings) => headings.map((h) => [h.tagName, getComputedStyle(h).fontSize] as const));
  const title = sizes.filter(([tag]) => tag === 'H1').map(([, size]) => size);
  const sections = new Set(sizes.filter(([tag]) => tag === 'H2').map(([, size]) => size));
  expect(title).toHaveLength(1);
  expect(sections.size).toBe(1);
  expect(parseFloat([...sections][0])).toBeLessThan(parseFloat(title[0]));
});

// Seeded sold out (stock 0): the seventh of the cosmetics, a simple product.
const SOLD_OUT = 'eyeshadow-palette-smoky';

test('a sold-out simple product says so and cannot be added or ordered by a call', async ({ page }) => {
  await page.goto(`/${SOLD_OUT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Палетка тіней Smoky' })).toBeVisible();
  await expect(page.getByText('Немає в наявності', { exact: true })).toBeVisible();
  const add = page.getByRole('button', { name: 'Додати в кошик', exact: true });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Немає в наявності');
  await expect(page.getByRole('button', { name: 'Передзвоніть мені для замовлення' })).toBeDisabled();

  await page.goto(`/en/${SOLD_OUT}`);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeDisabled();
});

test('a product without reviews invites the first one', async ({ page }) => {
  await page.goto(`/en/${WITHOUT_REVIEWS}`);
  await expect(page.getByText('No reviews yet, yours may be the first.')).toBeVisible();
});

test('a product with reviews lists them and might-like suggestions', async ({ page }) => {
  await page.goto(`/en/${WITH_ENGLISH_REVIEWS}`);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.locator('#product-reviews + ul > li').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
});

test('SEO: JSON-LD Product and BreadcrumbList, canonical and hreflang for every language', async ({
  page,
}) => {
  await page.goto(`/en/${PERFUME}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((text) => [JSON.parse(text)].flat() as { '@type': string }[]);
  const product = nodes.find((node) => node['@type'] === 'Product') as Record<string, unknown> | undefined;
  expect(product).toMatchObject({ name: 'Velvet Amber 07', offers: { priceCurrency: 'UAH' } });
  expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHOP_URL}/en/${PERFUME}`);
  for (const [lang, href] of [
    ['uk', `${SHOP_URL}/${PERFUME}`],
    ['en', `${SHOP_URL}/en/${PERFUME}`],
    ['ru', `${SHOP_URL}/ru/${PERFUME}`],
    ['x-default', `${SHOP_URL}/${PERFUME}`],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href);
  }
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
    'content',
    /velvet-amber-07/,
  );
});

test('/sitemap.xml lists products in three languages; /robots.txt names it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const url of [`${SHOP_URL}/${PERFUME}`, `${SHOP_URL}/en/${PERFUME}`, `${SHOP_URL}/ru/${PERFUME}`]) {
    expect(xml).toContain(`<loc>${url}</loc>`);
  }
  expect(xml).toContain(`<loc>${SHOP_URL}/catalog/women</loc>`);
  expect(xml).toContain(`<loc>${SHOP_URL}/about</loc>`);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
});

test('/about renders the WordPress page', async ({ page }) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Про нас' })).toBeVisible();
});

test('an unknown slug and an internal sample product are the 404 page', async ({ page }) => {
  expect((await page.goto('/no-such-slug'))?.status()).toBe(404);
  expect((await page.goto(`/${PERFUME}-2ml`))?.status()).toBe(404);
});

test('the benchmark pages are not found on a shop started without BENCH_PAGES=1', async ({ request }) => {
  expect((await request.get('/bench/empty')).status()).toBe(404);
  expect((await request.get('/bench/list')).status()).toBe(404);
});

test('/en: hinting a gift e-mails the friend a link to the product', async ({ page, request }) => {
  await page.goto(`/en/${PERFUME}`);
  await page.getByRole('button', { name: 'Hint a gift' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hint a gift' });
  await expectPopupLooksRight(page, dialog, 'hint a gift');
  await dialog.getByRole('button', { name: 'Send the hint' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Enter the recipient's e-mail");

  await dialog.getByLabel("Recipient's e-mail").fill('friend@example.com');
  await dialog.getByLabel('Your name').fill('Olha');
  await dialog.getByLabel('Message').fill('For my birthday, please!');
  await expect(dialog.locator('[data-hl]')).toHaveAttribute('data-hl', 'en');
  await dialog.getByRole('checkbox', { name: 'I am human' }).check();
  await dialog.getByRole('button', { name: 'Send the hint' }).click();

  await expect(page.getByRole('status').getByText('Your hint has been sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  const response = await request.get(`${SANDBOX_URL}/mail/api/messages?to=friend@example.com`);
  const messages = (await response.json()) as { subject: string; text: string }[];
  expect(messages[0].subject).toBe('A gift hint: Velvet Amber 07');
  expect(messages[0].text).toContain(`${SHOP_URL}/en/${PERFUME}`);
  expect(messages[0].text).toContain('For my birthday, please!');
});
