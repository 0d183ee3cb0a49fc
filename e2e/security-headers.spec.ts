import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_URL } from './test-env';

/*
 * Every response carries the security headers, and pages a Content-Security-Policy whose nonce is
 * on Next's scripts: the pages still hydrate and work, and the browser reports no violation.
 */

type Watched = Window & { cspViolations?: string[] };

/** Records each `securitypolicyviolation` the page fires, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`),
    );
  });
  return async () => [...console, ...(await page.evaluate(() => (window as Watched).cspViolations ?? []))];
}

function directives(policy: string | undefined): Map<string, string> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
}

test('a page’s policy runs scripts only by this response’s nonce, and Next’s scripts carry it', async ({
  page,
}) => {
  const response = await page.goto('/en');
  const headers = response!.headers();
  expectCommonHeaders(headers);
  const policy = directives(headers['content-security-policy']);
  const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(policy.get('script-src')).toContain("'strict-dynamic'");
  expect(policy.get('script-src')).not.toContain('unsafe-inline');
  expect(policy.get('frame-ancestors')).toBe("'none'");
  expect(policy.get('object-src')).toBe("'none'");
  expect(policy.get('base-uri')).toBe("'self'");
  expect(policy.get('img-src')).toContain(SANDBOX_URL);
  expect(policy.get('form-action')).toContain(SANDBOX_URL);

  // Every script the server wrote carries the nonce; those Next adds later need none ('strict-dynamic').
  const html = await response!.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

  const again = directives((await page.goto('/en'))!.headers()['content-security-policy']);
  expect(again.get('script-src')).not.toContain(nonce);
});

test('a page answered from the kept pages still carries a fresh nonce on every script', async ({
  request,
}) => {
  // The proxy keeps a rendered page for a few seconds (src/server/page-cache/page-cache.ts); each
  // answer must still bind its scripts to its own, never-before-sent nonce.
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const response = await request.get('/en/catalog', { headers: { accept: 'text/html' } });
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'])?.[1] ?? '';
    answers.push({ nonce, cache: response.headers()['x-page-cache'], html: await response.text() });
  }
  expect(answers.at(-1)?.cache).toBe('hit');
  expect(new Set(answers.map((a) => a.nonce)).size).toBe(3);
  for (const [i, { nonce, html }] of answers.entries()) {
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    for (const other of answers.filter((_, j) => j !== i)) expect(html).not.toContain(other.nonce);
  }
});

test('the API and Next’s own files carry the headers too; the API may load nothing', async ({
  page,
  request,
}) => {
  const api = await request.get('/api/health');
  expectCommonHeaders(api.headers());
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

  await page.goto('/');
  const script = await page.locator('script[src^="/_next/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.ok()).toBe(true);
  expectCommonHeaders(asset.headers());
});

test('the home page hydrates with no policy violation: the basket opens', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('button', { name: /^Кошик/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('a product page, with its JSON-LD, and the checkout work with no policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/en/velvet-amber-07');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await violations()).toEqual([]);

  // The checkout prices the basket through the API from the browser, under the same policy.
  await page.goto('/en/checkout');
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expect(page.getByTestId('summary-total')).not.toBeEmpty();
  // The summary shows the line once the form is hydrated; a field filled before that is reset.
  await expect(page.getByRole('region', { name: 'Your order' }).getByText('Velvet Amber 07')).toBeVisible();
  // The form validates with zod in the browser, which must not try eval under the policy.
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('olena@');
  await page.getByRole('button', { name: 'Place the order' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAccessibleDescription(
    'The e-mail address is incorrect.',
  );
  expect(await violations()).toEqual([]);
});
