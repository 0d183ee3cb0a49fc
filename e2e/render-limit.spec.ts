import { expect, test, type APIRequestContext } from '@playwright/test';

/*
 * Issue 27: a flood of never-asked addresses must not take the shop down. The proxy admits a render
 * through its client's gate (three running, six waiting) and the shop's (src/server/page-cache/
 * render-gates.ts); past them a request is answered 429 at once, while kept pages stay open to
 * everyone and other clients render. Each test is a client of its own (X-Forwarded-For: the e2e shop
 * trusts one proxy hop); the time keeps the addresses new when a failure restarts the worker.
 */
const stamp = Date.now();
const address = (n: number) => `2001:db8:27::${(stamp & 0xffff).toString(16)}:${n.toString(16)}`;
const asBrowser = (client: string) => ({ accept: 'text/html', 'x-forwarded-for': client });

/** `count` never-asked pages from `client`, all at once, as a script floods: their statuses. */
function flood(request: APIRequestContext, client: string, path: (i: number) => string, count = 40) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) =>
      (await request.get(path(i), { headers: asBrowser(client), timeout: 30_000 })).status(),
    ),
  );
}

test('a client flooding new pages is answered at once, rendered or refused with 429; kept pages and other clients go on', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const flooder = address(1);
  // Kept before the flood, by someone else.
  expect((await request.get('/en/catalog/women', { headers: asBrowser(address(2)) })).status()).toBe(200);

  const flooding = flood(request, flooder, (i) => `/en/search?q=flood-${stamp}-${i}`);
  // While its renders run: a kept page costs none and is open to it, another client renders.
  const [kept, other] = await Promise.all([
    request.get('/en/catalog/women', { headers: asBrowser(flooder) }),
    request.get(`/en/search?q=other-${stamp}`, { headers: asBrowser(address(3)) }),
  ]);
  const statuses = await flooding;
  expect(kept.status()).toBe(200);
  expect(kept.headers()['x-page-cache']).toMatch(/^(hit|stale)$/);
  expect(other.status()).toBe(200);
  await expect(other.text()).resolves.toContain(`other-${stamp}`);

  expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
  // Three render and six wait; the rest have no place and are told so.
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
});

test('the refusal is a page in the address’s language, with Retry-After and a way to reload', async ({
  request,
  page,
}) => {
  test.setTimeout(120_000);
  const flooder = address(4);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': flooder });
  // The browser's request joins a flood of its own address's; it may find a place (then it renders),
  // so the flood is sent again until the browser meets the refusal.
  let refused = false;
  for (let round = 0; round < 6 && !refused; round++) {
    const flooding = flood(request, flooder, (i) => `/ru/search?q=flood-${stamp}-${round}-${i}`);
    await page.waitForTimeout(30);
    const answer = await page.goto(`/ru/search?q=browser-${stamp}-${round}`);
    refused = answer?.status() === 429;
    if (refused) {
      expect(Number(answer?.headers()['retry-after'])).toBeGreaterThan(0);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Слишком много страниц сразу' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Обновить страницу' })).toBeVisible();
    }
    await flooding;
  }
  expect(refused).toBe(true);
  // Once the flood is over, the same address renders again.
  const later = await request.get(`/ru/search?q=later-${stamp}`, { headers: asBrowser(flooder) });
  expect(later.status()).toBe(200);
});

test('a flood of searches from many clients leaves places for the shop’s own pages', async ({ request }) => {
  test.setTimeout(120_000);
  let flooding = true;
  const searches: number[] = [];
  // Forty clients at a time, a new search each, round after round until the pages below are answered.
  const flood = (async () => {
    for (let round = 0; flooding; round++) {
      const answers = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const client = address(0x1000 + round * 40 + i);
          const path = `/en/search?q=crowd-${stamp}-${round}-${i}`;
          return (await request.get(path, { headers: asBrowser(client), timeout: 30_000 })).status();
        }),
      );
      searches.push(...answers);
    }
  })();
  // A shopper going from page to page (Next's navigations: never kept, each one a render).
  await new Promise((resolve) => setTimeout(resolve, 200));
  const pages = [
    '/en/orange-blossom-33',
    '/en/catalog/women',
    '/en/about',
    '/en/blog',
    '/en/catalog/men',
    '/en',
  ];
  const statuses: number[] = [];
  for (const path of pages) {
    const answer = await request.get(path, { headers: { accept: '*/*', 'x-forwarded-for': address(6) } });
    statuses.push(answer.status());
  }
  flooding = false;
  await flood;
  expect(statuses).toEqual(pages.map(() => 200));
  // The flood met the lists' and searches' own limit meanwhile.
  expect(searches.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
  expect(searches.filter((status) => status !== 200 && status !== 429)).toEqual([]);
});

test('a scanner’s made-up paths are answered 404 or 429, never queued', async ({ request }) => {
  test.setTimeout(120_000);
  const statuses = await flood(request, address(5), (i) => `/wp-admin-${stamp}-${i}`);
  expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
  expect(statuses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(3);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
});
