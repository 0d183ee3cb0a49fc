import { expect, test, type Page } from '@playwright/test';
import { SHOP_URL } from './test-env';
import { expectPopupLooksRight } from './popup-checks';

// A first visit: no answer to the cookie notice yet (the other specs start with one).
// The site wheel counts as seen, so it cannot open over these journeys (e2e/wheel.spec.ts is its own).
test.use({
  storageState: {
    cookies: [],
    origins: [
      { origin: SHOP_URL, localStorage: [{ name: 'wheel:v1', value: '{"seen":true,"startedAt":0}' }] },
    ],
  },
});

/*
 * The Engagement issue in the browser: the footer's newsletter form against the sandbox's
 * WordPress (subscribed, then already subscribed), and the cookie notice with Consent Mode v2.
 * Screenshots of both at a phone's and a desktop's width go to /tmp/news-shots/ for review.
 */

const SHOTS = '/tmp/news-shots';
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** The data layer with gtag's Arguments objects as arrays, so they compare as the commands they are. */
function dataLayer(page: Page) {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { gtag: Array.from(entry as IArguments) }
        : entry,
    ),
  );
}

const signals = (value: string) => ({
  analytics_storage: value,
  ad_storage: value,
  ad_user_data: value,
  ad_personalization: value,
});

test.describe('newsletter from the footer', () => {
  for (const size of WIDTHS) {
    test(`subscribes, then says already subscribed (${size.width} px)`, async ({ page, context }) => {
      // Answered before, so the notice stays out of the form's screenshots.
      await context.addCookies([{ name: 'cookie_consent', value: 'denied', url: SHOP_URL }]);
      await page.setViewportSize(size);
      await page.goto('/');
      const form = page.getByRole('region', { name: 'Підписка на новини' });
      const email = `reader-${size.width}@example.com`;
      const input = form.getByLabel('Ваш e-mail');
      const alerts = page.getByRole('status');

      await input.fill(`  ${email} `);
      await expect(input).toHaveValue(email);
      // The captcha loads once the shopper starts on the form, in the page's language.
      const human = form.getByRole('checkbox', { name: 'I am human' });
      await expect(form.locator('[data-hl]')).toHaveAttribute('data-hl', 'uk');
      await form.getByRole('button', { name: 'Підписатися' }).click();
      await expect(form.getByRole('alert')).toHaveText('Підтвердіть, що ви не робот');
      // Subscribe was pressed: passing the captcha sends it, with no second press. (click, not check:
      // the widget starts over as soon as the token is spent, so its box may already be clear again.)
      await human.click();
      await expect(alerts.getByText('Ви підписалися на новини')).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);
      // The token was spent: the widget starts over for the next try.
      await expect(human).not.toBeChecked();
      await expect(input).toHaveValue('');
      await input.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/newsletter-subscribed-${size.width}.png` });

      await input.fill(email);
      await human.check();
      await form.getByRole('button', { name: 'Підписатися' }).click();
      await expect(alerts.getByText('Ви вже підписані на новини')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/newsletter-already-${size.width}.png` });

      await input.fill('anna@');
      await form.getByRole('button', { name: 'Підписатися' }).click();
      await expect(form.getByRole('alert')).toHaveText('Адреса електронної пошти некоректна');
      await page.screenshot({ path: `${SHOTS}/newsletter-invalid-${size.width}.png` });
    });
  }
});

test.describe('cookie notice and consent', () => {
  for (const size of WIDTHS) {
    test(`first visit → accept → remembered; the footer changes it (${size.width} px)`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/');
      const notice = page.getByRole('dialog', { name: 'Файли cookie' });
      await expect(notice).toBeVisible();
      if (size.width === 1440) await expectPopupLooksRight(page, notice, 'cookie notice');
      // Fixed over the page: the notice takes no room in the layout.
      expect(await notice.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      await page.screenshot({ path: `${SHOTS}/cookie-notice-${size.width}.png` });

      await notice.getByRole('button', { name: 'Прийняти' }).click();
      await expect(notice).toBeHidden();
      const layer = await dataLayer(page);
      expect(layer[0]).toEqual({
        gtag: ['consent', 'default', { ...signals('denied'), wait_for_update: 500 }],
      });
      const update = layer.findIndex(
        (entry) =>
          JSON.stringify(entry) === JSON.stringify({ gtag: ['consent', 'update', signals('granted')] }),
      );
      expect(update).toBeGreaterThan(0);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
      expect(cookie?.value).toBe('granted');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

      await page.reload();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(notice).toBeHidden();
      // The remembered choice reaches GTM right after the default on every page (once hydrated).
      await expect
        .poll(async () => (await dataLayer(page)).slice(0, 2))
        .toEqual([
          { gtag: ['consent', 'default', { ...signals('denied'), wait_for_update: 500 }] },
          { gtag: ['consent', 'update', signals('granted')] },
        ]);

      await page.getByRole('button', { name: 'Налаштування cookie' }).click();
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Прийняти' })).toBeFocused();
      await notice.getByRole('button', { name: 'Відхилити' }).click();
      await expect(notice).toBeHidden();
      expect((await dataLayer(page)).at(-1)).toEqual({ gtag: ['consent', 'update', signals('denied')] });
      expect((await page.context().cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('denied');
    });
  }

  test('the notice is in the page before any JavaScript, and an answered visit never shows it', async ({
    page,
  }) => {
    // No bundle runs, so what shows is the server's HTML and the inline head script alone.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto('/en/about');
    const notice = page.getByRole('dialog', { name: 'Cookies' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Accept' })).toBeVisible();

    await page.context().addCookies([{ name: 'cookie_consent', value: 'denied', url: SHOP_URL }]);
    await page.goto('/en/about');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(notice).toBeHidden();
  });
});
