import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cachedPage, FILL_HEADER, forgetCachedPages } from './page-cache';

/*
 * The proxy's kept pages against a stand-in for the shop's own server: it renders each request with
 * a fresh nonce, as Next does under the page's CSP, and counts the renders.
 */
let server: http.Server;
const renders: string[] = [];
let status = 200;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const nonce = `render-nonce-${renders.length}-${Math.random().toString(36).slice(2)}`;
    renders.push(String(request.headers[FILL_HEADER] ?? ''));
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    });
    response.end(
      `<html><script nonce="${nonce}">a()</script><p>${request.url}</p><script nonce="${nonce}"></script></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PORT = String((server.address() as AddressInfo).port);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  forgetCachedPages();
  renders.length = 0;
  status = 200;
});

describe('kept pages', () => {
  it('renders a page once and answers again with each response’s own nonce in every place', async () => {
    const first = await cachedPage('/catalog?sort=price', 'fresh-one');
    const second = await cachedPage('/catalog?sort=price', 'fresh-two');
    expect(renders).toHaveLength(1);
    expect(renders[0]).not.toBe('');
    const [a, b] = [await first!.text(), await second!.text()];
    expect(first!.headers.get('x-page-cache')).toBe('miss');
    expect(second!.headers.get('x-page-cache')).toBe('hit');
    expect(b).toBe(a.replaceAll('fresh-one', 'fresh-two'));
    expect(b.match(/nonce="fresh-two"/g)).toHaveLength(2);
    expect(b).not.toMatch(/render-nonce/);
    expect(b).toContain('<p>/catalog?sort=price</p>');
  });

  it('shares one render among concurrent misses, and keeps each URL apart', async () => {
    await Promise.all([cachedPage('/a', 'n1'), cachedPage('/a', 'n2'), cachedPage('/a', 'n3')]);
    await cachedPage('/b', 'n4');
    expect(renders).toHaveLength(2);
  });

  it('renders again after a revalidation empties the store', async () => {
    await cachedPage('/c', 'n1');
    forgetCachedPages();
    await cachedPage('/c', 'n2');
    expect(renders).toHaveLength(2);
  });

  it('keeps nothing but a 200 page: the request renders as usual', async () => {
    status = 404;
    expect(await cachedPage('/missing', 'n1')).toBeNull();
    status = 200;
    expect(await cachedPage('/missing', 'n2')).not.toBeNull();
    expect(renders).toHaveLength(2);
  });

  it('serves a page past its freshness while one request renders it again', async () => {
    const start = Date.now();
    await cachedPage('/d', 'n1', start);
    const later = await cachedPage('/d', 'n2', start + 11_000);
    expect(later!.headers.get('x-page-cache')).toBe('stale');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toHaveLength(2);
  });
});
