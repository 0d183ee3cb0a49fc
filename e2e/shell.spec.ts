import { expect, test } from '@playwright/test';
import { SHOP_URL } from './test-env';

test.describe('language by URL', () => {
  for (const [path, lang] of [
    ['/', 'uk'],
    ['/en', 'en'],
    ['/ru', 'ru'],
  ] as const) {
    test(`${path} is served with <html lang="${lang}">`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }

  test('Accept-Language does not change the language of an unprefixed page', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'accept-language': 'en' },
    });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.url()).toBe(`${SHOP_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await context.close();
  });
});

test.describe('404 page', () => {
  for (const [path, subtitle, home] of [
    ['/no-such-page/at-all', 'Сторінку не знайдено', '/'],
    ['/en/no-such-page/at-all', 'Page not found', '/en'],
    ['/ru/no-such-page/at-all', 'Страница не найдена', '/ru'],
  ] as const) {
    test(`${path} answers 404 with a way home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
      const back = page.locator('main').getByRole('link');
      await expect(back).toHaveAttribute('href', home);
      await back.click();
      await expect(page).toHaveURL(`${SHOP_URL}${home}`);
    });
  }
});

test.describe('404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // A record that does not exist, on each kind of page that looks one up, in each language: the
  // status is 404 and the HTML itself carries the not-found text, the header and the footer.
  const kinds = [
    '/no-such-product-xyz',
    '/article/999999',
    '/blog/no-such-section',
    '/catalog/no-such-category',
    '/certificates/999999',
    '/tracking/not-a-number',
  ];
  for (const [prefix, subtitle] of [
    ['', 'Сторінку не знайдено'],
    ['/en', 'Page not found'],
    ['/ru', 'Страница не найдена'],
  ] as const) {
    for (const kind of kinds) {
      const path = `${prefix}${kind}`;
      test(`${path} answers 404 with its text in the HTML`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
        await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
        await expect(page.locator('header').first()).toBeVisible();
        await expect(page.locator('footer').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? prefix.slice(1) : 'uk');
      });
    }
  }

  test('an existing product, article and category still answer 200', async ({ page }) => {
    await page.goto('/certificates');
    const certificate = await page.locator('a[href^="/certificates/"]').first().getAttribute('href');
    expect(certificate).toMatch(/^\/certificates\/\d+$/);
    for (const path of ['/velvet-amber-07', '/en/blog/news', '/ru/catalog/women', certificate!]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
    }
  });
});

test.describe('redirect rules', () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    [
      '/catalog/women?sort=price',
      { host: `www.localhost:${new URL(SHOP_URL).port}` },
      `http://localhost:${new URL(SHOP_URL).port}/catalog/women?sort=price`,
    ],
    ['/Catalog/Women?page=2', {}, '/catalog/women?page=2'],
    ['/en/catalog/', {}, '/en/catalog'],
    ['/uk/about', {}, '/about'],
    ['/uk', {}, '/'],
  ];
  for (const [path, headers, target] of cases) {
    test(`${headers.host ?? ''}${path} redirects permanently to ${target}`, async ({ request }) => {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location, SHOP_URL).toString()).toBe(
        new URL(target, SHOP_URL).toString(),
      );
    });
  }

  test('repeated slashes are collapsed by a permanent redirect', async ({ request }) => {
    const response = await request.get(`${SHOP_URL}//catalog//women`, { maxRedirects: 0 });
    // Next answers repeated slashes itself, before the proxy, with 308 (permanent, method kept).
    expect([301, 308]).toContain(response.status());
    expect(new URL(response.headers().location, SHOP_URL).pathname).toBe('/catalog/women');
  });
});

test.describe('footer', () => {
  test('language links set the i18n_redirected cookie and open the same page in that language', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /^en$/i }).click();
    await expect(page).toHaveURL(`${SHOP_URL}/en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    // 365 days, give or take the test's own run time.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.getByRole('contentinfo').getByRole('link', { name: /^ua$/i }).click();
    await expect(page).toHaveURL(`${SHOP_URL}/`);
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('uk');
  });

  test('a language link keeps the page’s query (sort, page) and leaves campaign parameters behind', async ({
    page,
  }) => {
    await page.goto('/catalog/women?sort=price-asc&utm_source=mail');
    await page.getByRole('contentinfo').getByRole('link', { name: /^en$/i }).click();
    await expect(page).toHaveURL(`${SHOP_URL}/en/catalog/women?sort=price-asc`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows the current year in the copyright line', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('shows the subscription errors of the spec', async ({ page }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Fill in the required field');
    await footer.getByLabel('Your e-mail').fill('anna@');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('The e-mail address is incorrect');
  });
});

test.describe('header', () => {
  test('the desktop mega menu reaches the catalogue links', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Catalogue' }).hover();
    const women = nav.getByRole('link', { name: 'For women' });
    await expect(women).toBeVisible();
    await expect(women).toHaveAttribute('href', '/en/catalog/women');
    for (const href of ['/en/catalog', '/en/catalog/sety', '/en/catalog/dekoratyvna-kosmetyka', '/en/info']) {
      await expect(nav.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test('the mega menu’s product pictures are loaded at least as wide as they are drawn, 1200 to 1920 px', async ({
    page,
  }) => {
    await page.goto('/en');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    for (const width of [1200, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await nav.getByRole('link', { name: 'Catalogue' }).hover();
      const pictures = nav.locator('img');
      await expect(pictures.first()).toBeVisible();
      // The optimiser's width in the URL the browser chose (device scale 1) against the drawn width.
      const measure = () =>
        pictures.evaluateAll((images) =>
          (images as HTMLImageElement[]).map((image) => ({
            loaded: Number(new URL(image.currentSrc || 'http://x/?w=0').searchParams.get('w')),
            drawn: Math.round(image.getBoundingClientRect().width),
          })),
        );
      await expect
        .poll(async () => (await measure()).every(({ loaded }) => loaded > 0), { message: `at ${width} px` })
        .toBe(true);
      for (const { loaded, drawn } of await measure()) {
        expect(loaded, `at ${width} px, drawn ${drawn} px`).toBeGreaterThanOrEqual(drawn);
      }
      await page.mouse.move(5, 880);
    }
  });

  test('in English, the longest menu, each desktop item stays on one line from 1200 to 1440 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en');
    const menu = page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main menu' })
      .locator(':scope > ul > li > a');
    await expect(menu.first()).toBeVisible();
    for (const width of [1440, 1200]) {
      await page.setViewportSize({ width, height: 900 });
      const lines = await menu.evaluateAll((links) =>
        links.map((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          return `${link.textContent}: ${tops.size}`;
        }),
      );
      expect(lines, `at ${width} px`).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBe(width);
    }
  });

  test('the mega menu closes once a category is chosen, and on Escape (spec §2)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    const catalog = nav.getByRole('link', { name: 'Catalogue' });
    const women = nav.getByRole('link', { name: 'For women' });
    await catalog.hover();
    await expect(women).toBeVisible();
    await women.click();
    await expect(page).toHaveURL(`${SHOP_URL}/en/catalog/women`);
    // The pointer still rests where the panel was: it stays shut until the pointer leaves.
    await expect(women).toBeHidden();
    await page.mouse.move(700, 600);
    await catalog.hover();
    await expect(women).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(women).toBeHidden();

    await catalog.focus();
    await expect(women).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(women).toBeHidden();
    await expect(catalog).toBeFocused();
    // Focus coming back to the item opens it again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(catalog).toBeFocused();
    await expect(women).toBeVisible();
  });

  test('the basket button names its count', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Кошик, 0 товарів' })).toBeVisible();
  });

  test('the mobile menu opens and closes from the keyboard and locks scrolling at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Відкрити меню' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Закрити меню' })).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.getByRole('button', { name: /Каталог/ }).click();
    // The open panel's own navigation: the page behind it has category links of the same name.
    const panel = page.locator(
      `#${await page.getByRole('button', { name: 'Закрити меню' }).getAttribute('aria-controls')}`,
    );
    await expect(panel.getByRole('link', { name: 'Чоловічі' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Відкрити меню' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('button', { name: 'Відкрити меню' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('the mobile menu closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(`${SHOP_URL}/en/about`);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('home page', () => {
  test('shows products and posts from the backend', async ({ page }) => {
    await page.goto('/en');
    const bestsellers = page.getByRole('region', { name: 'Bestsellers' });
    await expect(bestsellers.getByRole('article').first()).toBeVisible();
    await expect(bestsellers.getByText(/₴/).first()).toBeVisible();
    const newArrivals = page.getByRole('region', { name: 'New arrivals' });
    await expect(newArrivals.getByRole('article').first()).toBeVisible();
    const blog = page.getByRole('region', { name: 'Blog' });
    await expect(blog.getByRole('article')).toHaveCount(3);
  });

  test('product cards link to /{slug} in the page language', async ({ page }) => {
    await page.goto('/ru');
    const href = await page
      .getByRole('region', { name: 'Бестселлеры' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .getAttribute('href');
    expect(href).toMatch(/^\/ru\/[a-z0-9-]+$/);
  });
});

test('GET /api/health answers ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(await response.json()).toEqual({ ok: true });
});

test.describe('home page links its translations', () => {
  test('canonical and hreflang for uk, en, ru and x-default', async ({ page }) => {
    await page.goto('/ru');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHOP_URL}/ru`);
    for (const [lang, href] of [
      ['uk', `${SHOP_URL}/`],
      ['en', `${SHOP_URL}/en`],
      ['ru', `${SHOP_URL}/ru`],
      ['x-default', `${SHOP_URL}/`],
    ]) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', href);
    }
  });
});

test('headings are set in the brand face, Cyrillic and Latin alike, from the shop itself', async ({
  page,
}) => {
  const fontFiles: string[] = [];
  page.on('response', (response) => {
    if (/\.woff2$/.test(new URL(response.url()).pathname)) fontFiles.push(response.url());
  });
  // The Ukrainian heading needs the Cyrillic face (first in the stack), the English one the Latin (second).
  for (const [path, face] of [
    ['/', 0],
    ['/en', 1],
  ] as const) {
    await page.goto(path);
    const fonts = await page.getByRole('heading', { level: 1 }).evaluate(async (element) => {
      await document.fonts.ready;
      const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');
      return {
        stack: getComputedStyle(element).fontFamily.split(',').map(unquote),
        loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => unquote(f.family)),
      };
    });
    expect(fonts.stack.slice(-3)).toEqual(['Georgia', 'Times New Roman', 'serif']);
    expect(fonts.loaded).toContain(fonts.stack[face]);
  }
  expect(fontFiles.length).toBeGreaterThan(0);
  expect(fontFiles.every((url) => url.startsWith(SHOP_URL))).toBe(true);
});

test('a Ukrainian page asks for both faces of the brand font with its headers, the Latin one too', async ({
  request,
}) => {
  // Its logo, product names, digits and spaces are set in the Latin face (src/app/fonts/display-font.ts).
  for (const path of ['/', '/catalog/women']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const preloads = (response.headers()['link'] ?? '')
      .split(/,\s*(?=<)/)
      .filter((link) => /rel=preload; as="font"/.test(link));
    const preloaded = (face: string) =>
      preloads.some((link) => new RegExp(`cormorant_garamond_${face}_500_normal[^>]*\\.woff2>`).test(link));
    expect(preloaded('cyrillic'), `${path} preloads the Cyrillic face`).toBe(true);
    expect(preloaded('latin'), `${path} preloads the Latin face`).toBe(true);
  }
});

test('a page carries only the texts its islands use: the review form’s and basket’s with products, the checkout’s and wheel’s with the checkout', async ({
  request,
}) => {
  // Each text is unique to its namespace; only a yes or no is reported (the HTML is 100 KB and more).
  const carries = async (path: string, text: string) =>
    (await (await request.get(path)).text()).includes(text);
  const reviewForm = 'До 3 фото (png, jpg, jpeg, svg), разом до 30 МБ';
  const checkout = 'Ваше замовлення саме зараз оформлюється.';
  const callMeBack = 'Замовлення по телефону';
  expect(await carries('/', reviewForm), 'the home page carries the review form’s texts').toBe(false);
  expect(await carries('/', checkout), 'the home page carries the checkout’s texts').toBe(false);
  expect(await carries('/', callMeBack), 'the home page carries the call-me-back texts').toBe(false);
  expect(await carries('/reviews', reviewForm), '/reviews lacks the review form’s texts').toBe(true);
  expect(await carries('/velvet-amber-07', reviewForm), 'a product lacks the review form’s texts').toBe(true);
  // The call-me-back texts come with its popup, on a product's page too (callback.spec opens it there).
  expect(await carries('/velvet-amber-07', callMeBack), 'a product carries the call-me-back texts').toBe(
    false,
  );
  expect(await carries('/checkout', checkout), '/checkout lacks its texts').toBe(true);
  // The basket's come with its popup (the popup's own test), and with the pages that sell from their islands.
  const basket = 'Знижку та доставку буде пораховано під час оформлення замовлення.';
  expect(await carries('/', basket), 'the home page carries the basket’s texts').toBe(false);
  expect(await carries('/catalog/women', basket), 'a catalogue page carries the basket’s texts').toBe(false);
  expect(await carries('/velvet-amber-07', basket), 'a product lacks the basket’s texts').toBe(true);
  expect(await carries('/discovery-set', basket), '/discovery-set lacks the basket’s texts').toBe(true);
  expect(await carries('/checkout', basket), '/checkout lacks the basket’s texts').toBe(true);
  // The wheel's come with the site wheel's popup (site-wheel-launcher.test), and with the checkout.
  const wheel = 'Вкажіть e-mail і крутніть колесо: приз прийде промокодом на пошту.';
  expect(await carries('/', wheel), 'the home page carries the wheel’s texts').toBe(false);
  expect(await carries('/catalog/women', wheel), 'a catalogue page carries the wheel’s texts').toBe(false);
  expect(await carries('/checkout', wheel), '/checkout lacks the wheel’s texts').toBe(true);
});
