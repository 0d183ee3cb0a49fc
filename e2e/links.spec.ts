import { expect, test, type BrowserContext, type Locator } from '@playwright/test';

/**
 * The shop's ways out to its messengers (spec §1, §2): the header's online-consultation link to the
 * messaging bot, and the footer's social links, as the options record in WordPress names them. This
 * machine has no internet, so the far ends are answered here: what matters is where a click goes.
 */
const BOT = 'https://t.me/brand_perfume_bot';
const SOCIALS = {
  Instagram: 'https://www.instagram.com/brand.perfume',
  Telegram: 'https://t.me/brand_perfume',
  TikTok: 'https://www.tiktok.com/@brand.perfume',
  YouTube: 'https://www.youtube.com/@brandperfume',
};
const LANGUAGES = [
  { path: '/', advice: 'Онлайн-консультація', newTab: '(відкривається в новій вкладці)' },
  { path: '/en', advice: 'Online advice', newTab: '(opens in a new tab)' },
  { path: '/ru', advice: 'Онлайн-консультация', newTab: '(открывается в новой вкладке)' },
];

async function answerOutsideLinks(context: BrowserContext) {
  for (const host of [
    'https://t.me/**',
    'https://www.instagram.com/**',
    'https://www.tiktok.com/**',
    'https://www.youtube.com/**',
  ]) {
    await context.route(host, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>outside</title>' }),
    );
  }
}

/** Clicks a link and returns the URL of the tab it opened, checking the page itself stayed put. */
async function opensInNewTab(link: Locator): Promise<string> {
  const page = link.page();
  const before = page.url();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  const url = tab.url();
  await tab.close();
  expect(page.url()).toBe(before);
  return url;
}

for (const language of LANGUAGES) {
  test(`the online consultation and the social links open the shop's messengers (${language.path})`, async ({
    page,
    context,
  }) => {
    await answerOutsideLinks(context);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(language.path);
    const advice = page.getByRole('banner').getByRole('link', { name: language.advice });
    expect(await opensInNewTab(advice)).toBe(BOT);

    const footer = page.getByRole('contentinfo');
    for (const [name, url] of Object.entries(SOCIALS)) {
      const link = footer.getByRole('link', { name: `${name} ${language.newTab}` });
      expect(await opensInNewTab(link)).toBe(url);
    }
  });
}

test('the mobile menu offers the online consultation at 375 px', async ({ page, context }) => {
  await answerOutsideLinks(context);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  const advice = menu.getByRole('link', { name: 'Online advice' });
  expect(await opensInNewTab(advice)).toBe(BOT);
});
