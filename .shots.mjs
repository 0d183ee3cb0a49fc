import { chromium } from '@playwright/test';
const base = 'http://localhost:3350';
const shots = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, path, width, actions] of shots) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  await page.context().addCookies([{ name: 'cookie_consent', value: 'denied', url: base }]);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const reject = page.getByRole('button', { name: /Відхилити|Reject|Отклонить|Лише необхідні|Only necessary/ });
  if (await reject.first().isVisible().catch(() => false)) await reject.first().click();
  if (actions) await new Function('page', `return (async () => { ${actions} })()`)(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await page.close();
}
await browser.close();
