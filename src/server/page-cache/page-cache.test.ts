import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  cachedPage,
  FILL_HEADER,
  forgetCachedPages,
  keptPath,
  readsQuery,
  REFRESH_DELAY_MS,
  SELECTION_MAX_BYTES,
} from './page-cache';

/*
 * The proxy's kept pages against a stand-in for the shop's own server: it renders each request with
 * a fresh nonce, as Next does under the page's CSP, and counts the renders.
 */
let server: http.Server;
const renders: string[] = [];
let status = 200;
let port = 0;
/** The URL the proxy sees: Next builds it from the port it listens on. */
const at = (path: string) => new URL(`http://localhost:${port}${path}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const nonce = `render-nonce-${renders.length}-${Math.random().toString(36).slice(2)}`;
    renders.push(String(request.headers[FILL_HEADER] ?? ''));
    const moved = /^\/(en\/)?catalog\/moved/.test(request.url ?? '');
    if (moved || request.url?.startsWith('/away')) {
      const location = moved ? '/en/catalog/women?page=3' : `http://127.0.0.1:${port}/elsewhere`;
      response.writeHead(307, { location, 'content-type': 'text/html; charset=utf-8' });
      response.end('<html>redirecting</html>');
      return;
    }
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    });
    // A search for `big-…` is a page of a megabyte.
    const padding = request.url?.includes('q=big-') ? 'x'.repeat(1024 * 1024) : '';
    response.end(
      `<html><script nonce="${nonce}">a()</script><p>${request.url}</p>${padding}<script nonce="${nonce}"></script></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  forgetCachedPages();
  renders.length = 0;
  status = 200;
});

describe('kept pages', () => {
  it('fills from the port the server listens on, not PORT (`next start -p 8080` with PORT unset or 3000)', async () => {
    const before = process.env.PORT;
    process.env.PORT = '3000';
    try {
      const page = await cachedPage(at('/started-with-p'), 'n1');
      expect(page).not.toBeNull();
      expect(await page!.text()).toContain('<p>/started-with-p</p>');
      expect(renders).toHaveLength(1);
    } finally {
      process.env.PORT = before;
    }
  });

  it('renders a page once and answers again with each response’s own nonce in every place', async () => {
    const first = await cachedPage(at('/catalog?sort=price-asc'), 'fresh-one');
    const second = await cachedPage(at('/catalog?sort=price-asc'), 'fresh-two');
    expect(renders).toHaveLength(1);
    expect(renders[0]).not.toBe('');
    const [a, b] = [await first!.text(), await second!.text()];
    expect(first!.headers.get('x-page-cache')).toBe('miss');
    expect(second!.headers.get('x-page-cache')).toBe('hit');
    expect(b).toBe(a.replaceAll('fresh-one', 'fresh-two'));
    expect(b.match(/nonce="fresh-two"/g)).toHaveLength(2);
    expect(b).not.toMatch(/render-nonce/);
    expect(b).toContain('<p>/catalog?sort=price-asc</p>');
  });

  it('answers with the whole page in one chunk: Next flushes its compression after each chunk', async () => {
    await cachedPage(at('/one-piece'), 'n1');
    const page = await cachedPage(at('/one-piece'), 'nonce-of-this-answer');
    const reader = page!.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe(
      '<html><script nonce="nonce-of-this-answer">a()</script><p>/one-piece</p><script nonce="nonce-of-this-answer"></script></html>',
    );
    expect((await reader.read()).done).toBe(true);
  });

  it('shares one render among concurrent misses, and keeps each URL apart', async () => {
    await Promise.all([cachedPage(at('/a'), 'n1'), cachedPage(at('/a'), 'n2'), cachedPage(at('/a'), 'n3')]);
    await cachedPage(at('/b'), 'n4');
    expect(renders).toHaveLength(2);
  });

  it('keeps one page for the links of a campaign: campaign parameters make no render of their own', async () => {
    await cachedPage(at('/catalog/women?sort=price-asc&utm_source=mail&utm_content=1'), 'a');
    const click = await cachedPage(at('/catalog/women?utm_content=2&sort=price-asc&gclid=x9&fbclid=y'), 'b');
    await cachedPage(at('/catalog/women?sort=price-asc'), 'c');
    expect(renders).toHaveLength(1);
    expect(click!.headers.get('x-page-cache')).toBe('hit');
    // What the page reads still makes its own: another sort is another page.
    await cachedPage(at('/catalog/women?sort=popularity&utm_content=3'), 'd');
    expect(renders).toHaveLength(2);
  });

  it('keeps one page for addresses that differ in parameters the page does not read, rendered without them', async () => {
    await cachedPage(at('/catalog/women?ref=partner-1&sort=price-asc'), 'a');
    const other = await cachedPage(at('/catalog/women?sort=price-asc&ref=partner-2&x=%3Cb%3E'), 'b');
    expect(renders).toHaveLength(1);
    expect(other!.headers.get('x-page-cache')).toBe('hit');
    expect(await other!.text()).toContain('<p>/catalog/women?sort=price-asc</p>');
    // A product page reads its volume and nothing else.
    await cachedPage(at('/en/orange-blossom-33?volume=50-ml&fb_source=feed'), 'c');
    await cachedPage(at('/en/orange-blossom-33?fb_source=other&volume=50-ml'), 'd');
    expect(renders).toHaveLength(2);
    await cachedPage(at('/en/orange-blossom-33?volume=100-ml'), 'e');
    expect(renders).toHaveLength(3);
  });

  it('keeps a list under its one address: a default, a nonsense value or another order of terms is that page', async () => {
    await cachedPage(at('/en/catalog/women?scent=woody,amber&sort=price-asc'), 'a');
    await cachedPage(at('/en/catalog/women?sort=price-asc&scent=amber&scent=woody&page=1'), 'b');
    const nonsense = await cachedPage(at('/en/catalog/women?scent=amber,woody&sort=price-asc&rating=9'), 'c');
    expect(renders).toHaveLength(1);
    expect(await nonsense!.text()).toContain('<p>/en/catalog/women?scent=amber,woody&sort=price-asc</p>');
    await cachedPage(at('/en/catalog/women?sort=zzz'), 'd');
    await cachedPage(at('/en/catalog/women'), 'e');
    expect(renders).toHaveLength(2);
  });

  it('keeps a page’s redirect to another of the shop’s pages, campaign parameters carried on', async () => {
    const first = await cachedPage(at('/en/catalog/moved?page=50'), 'a');
    const second = await cachedPage(at('/en/catalog/moved?page=50&utm_source=mail&ref=1&gclid=g1'), 'b');
    expect(renders).toHaveLength(1);
    expect(first!.status).toBe(307);
    expect(first!.headers.get('location')).toBe(`http://localhost:${port}/en/catalog/women?page=3`);
    expect(second!.status).toBe(307);
    expect(second!.headers.get('x-page-cache')).toBe('hit');
    expect(second!.headers.get('location')).toBe(
      `http://localhost:${port}/en/catalog/women?page=3&utm_source=mail&gclid=g1`,
    );
    expect(await second!.text()).toBe('');
  });

  it('never keeps a redirect to an absolute address: the request renders as usual', async () => {
    expect(await cachedPage(at('/away'), 'a')).toBeNull();
    expect(await cachedPage(at('/away'), 'b')).toBeNull();
    expect(renders).toHaveLength(2);
  });

  it('gives pages with a query a share of the store: a flood of new searches does not push the shop’s pages out', async () => {
    await cachedPage(at('/en/orange-blossom-33'), 'n');
    const searches = Math.ceil(SELECTION_MAX_BYTES / (1024 * 1024)) + 4;
    for (let i = 0; i < searches; i++) await cachedPage(at(`/en/search?q=big-${i}`), 'n');
    expect(renders).toHaveLength(1 + searches);
    // The product page is still kept; the oldest searches went to make room for the newest.
    expect((await cachedPage(at('/en/orange-blossom-33'), 'n'))?.headers.get('x-page-cache')).toBe('hit');
    expect((await cachedPage(at(`/en/search?q=big-${searches - 1}`), 'n'))?.headers.get('x-page-cache')).toBe(
      'hit',
    );
    expect((await cachedPage(at('/en/search?q=big-0'), 'n'))?.headers.get('x-page-cache')).toBe('miss');
    expect(renders).toHaveLength(2 + searches);
  });

  it('renders again after a revalidation empties the store', async () => {
    await cachedPage(at('/c'), 'n1');
    forgetCachedPages();
    await cachedPage(at('/c'), 'n2');
    expect(renders).toHaveLength(2);
  });

  it('keeps nothing but a 200 page: the request renders as usual', async () => {
    status = 404;
    expect(await cachedPage(at('/missing'), 'n1')).toBeNull();
    status = 200;
    expect(await cachedPage(at('/missing'), 'n2')).not.toBeNull();
    expect(renders).toHaveLength(2);
  });

  it('serves a page past its freshness at once and renders it again once, after the answers are out', async () => {
    const start = Date.now();
    await cachedPage(at('/d'), 'n1', start);
    const later = await cachedPage(at('/d'), 'n2', start + 11_000);
    expect(later!.headers.get('x-page-cache')).toBe('stale');
    expect(await later!.text()).toContain('<p>/d</p>');
    await cachedPage(at('/d'), 'n3', start + 11_500);
    await sleep(100);
    expect(renders).toHaveLength(1);
    await sleep(REFRESH_DELAY_MS);
    // The render itself takes a moment more on a busy machine; it must come, and only once.
    for (let waited = 0; renders.length < 2 && waited < 5_000; waited += 50) {
      await sleep(50);
    }
    await sleep(100);
    expect(renders).toHaveLength(2);
    const fresh = await cachedPage(at('/d'), 'n4');
    expect(fresh!.headers.get('x-page-cache')).toBe('hit');
    expect(renders).toHaveLength(2);
  });
});

describe('keptPath', () => {
  it('drops campaign parameters and any the page does not read, and keeps the rest as sent', () => {
    const url = (path: string) => new URL(`http://localhost:3000${path}`);
    expect(keptPath(url('/catalog?utm_source=a&UTM_Medium=b&gclid=c&_gl=d'))).toBe('/catalog');
    expect(keptPath(url('/catalog?page=2&utm_campaign=spring'))).toBe('/catalog?page=2');
    expect(keptPath(url('/catalog?volume=50-ml&q=%D0%B0'))).toBe('/catalog');
    expect(keptPath(url('/en/search?q=%D0%B0&volume=50-ml'))).toBe('/en/search?q=%D0%B0');
    expect(keptPath(url('/en/about?ref=1'))).toBe('/en/about');
  });
});

describe('readsQuery', () => {
  it('tells a list’s selection, a search and a volume from the shop’s own pages, campaigns and strays', () => {
    const url = (path: string) => new URL(`http://localhost:3000${path}`);
    expect(readsQuery(url('/en/search?q=rose'))).toBe(true);
    expect(readsQuery(url('/catalog/women?scent=floral&utm_source=a'))).toBe(true);
    expect(readsQuery(url('/orange-blossom-33?volume=50-ml'))).toBe(true);
    expect(readsQuery(url('/catalog/women'))).toBe(false);
    expect(readsQuery(url('/catalog/women?utm_source=a&gclid=b'))).toBe(false);
    expect(readsQuery(url('/catalog/women?page=1&sort=date'))).toBe(false);
    expect(readsQuery(url('/en/about?ref=1'))).toBe(false);
  });
});
