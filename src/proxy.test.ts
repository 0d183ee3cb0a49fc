import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { rememberIfUnavailable } from '@/server/unavailable-pages';
import { canonicalPath, config, proxy, wwwRedirect } from './proxy';

// Read once by the proxy (serverEnv caches it), before the first request below.
process.env.SITE_URL = 'https://shop.test';

function run(url: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(url, { headers });
  const response = proxy(request);
  // Only a production server looks records up (src/server/not-found/missing-pages.ts); here every
  // answer is immediate.
  if (response instanceof Promise) throw new Error('the proxy looked a record up under jest');
  return response;
}

function location(response: Response): string | null {
  return response.headers.get('location');
}

describe('proxy: URL rules of spec §2', () => {
  it('sends a www host permanently to the same path and query on SITE_URL', () => {
    const response = run('http://www.shop.test/en/catalog?sort=price', { host: 'www.shop.test' });
    expect(response.status).toBe(301);
    expect(location(response)).toBe('https://shop.test/en/catalog?sort=price');
  });

  it('takes neither the host nor the scheme of a www redirect from the request', () => {
    const response = run('http://www.evil.example/en/catalog?sort=price', {
      host: 'www.evil.example',
      'x-forwarded-proto': 'javascript',
      'x-forwarded-host': 'www.evil.example',
    });
    expect(response.status).toBe(301);
    expect(location(response)).toBe('https://shop.test/en/catalog?sort=price');
  });

  it('leaves a www host alone when SITE_URL is that host, so a www shop does not loop', () => {
    const request = new NextRequest('https://www.shop.test/en', { headers: { host: 'www.shop.test' } });
    expect(wwwRedirect(request, 'https://www.shop.test')).toBeNull();
    expect(wwwRedirect(request, 'https://shop.test')).toBe('https://shop.test/en');
  });

  it('collapses repeated slashes with a permanent redirect', () => {
    const response = run('http://shop.test/catalog//women');
    expect(response.status).toBe(301);
    expect(location(response)).toBe('http://shop.test/catalog/women');
  });

  it('lowercases a path with capitals and keeps the query', () => {
    const response = run('http://shop.test/Catalog/Women?page=2');
    expect(response.status).toBe(301);
    expect(location(response)).toBe('http://shop.test/catalog/women?page=2');
  });

  it('drops a trailing slash, but never on the root', () => {
    const response = run('http://shop.test/en/catalog/');
    expect(response.status).toBe(301);
    expect(location(response)).toBe('http://shop.test/en/catalog');
    expect(run('http://shop.test/').headers.get('x-middleware-rewrite')).toBe('http://shop.test/uk');
  });

  it('redirects the explicit /uk prefix to the unprefixed path', () => {
    expect(location(run('http://shop.test/uk/catalog?x=1'))).toBe('http://shop.test/catalog?x=1');
    expect(location(run('http://shop.test/uk'))).toBe('http://shop.test/');
  });

  it('serves unprefixed paths as Ukrainian through an internal rewrite', () => {
    const response = run('http://shop.test/catalog/women?sort=price');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/uk/catalog/women?sort=price');
  });

  it('lets /en and /ru through untouched, whatever the browser prefers', () => {
    for (const url of ['http://shop.test/en', 'http://shop.test/ru/about']) {
      const response = run(url, { 'accept-language': 'uk', cookie: 'i18n_redirected=uk' });
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it('ignores Accept-Language and the cookie on unprefixed paths', () => {
    const response = run('http://shop.test/about', { 'accept-language': 'en', cookie: 'i18n_redirected=en' });
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/uk/about');
  });
});

describe('proxy: security policy of every page', () => {
  const nonceOf = (response: Response) =>
    /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

  it('answers with a CSP whose nonce Next and the page receive in the request', () => {
    for (const response of [run('http://shop.test/en/catalog'), run('http://shop.test/catalog')]) {
      const nonce = nonceOf(response);
      expect(nonce).toBeTruthy();
      expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(
        response.headers.get('content-security-policy'),
      );
    }
  });

  it('uses a new nonce for every request, whatever nonce the client sends', () => {
    const first = run('http://shop.test/en', { 'x-nonce': 'chosen-by-client' });
    const second = run('http://shop.test/en');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonceOf(first));
  });

  it('sets the policy on redirects too, and no HSTS outside a production server', () => {
    const response = run('http://shop.test/Catalog');
    expect(response.status).toBe(301);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('canonicalPath', () => {
  it('compares letters decoded, so percent-escapes are not taken for capitals', () => {
    expect(canonicalPath('/%D0%BF%D0%B0%D1%80%D1%84%D1%83%D0%BC')).toBe(
      '/%D0%BF%D0%B0%D1%80%D1%84%D1%83%D0%BC',
    );
  });

  it('lowercases Cyrillic capitals too', () => {
    expect(canonicalPath(encodeURI('/Парфум'))).toBe(encodeURI('/парфум'));
  });
});

describe('proxy matcher', () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url, nextConfig: {} });

  it('leaves /sitemap.xml, /robots.txt and the benchmark pages alone, so they are not sent to /uk/…', () => {
    expect(matches('http://shop.test/sitemap.xml')).toBe(false);
    expect(matches('http://shop.test/robots.txt')).toBe(false);
    expect(matches('http://shop.test/bench/empty')).toBe(false);
    expect(matches('http://shop.test/bench/list')).toBe(false);
  });

  it('leaves the API alone, /api itself included, so it answers JSON rather than the 404 page', () => {
    expect(matches('http://shop.test/api')).toBe(false);
    expect(matches('http://shop.test/api/orders')).toBe(false);
    expect(matches('http://shop.test/api-guide')).toBe(true);
  });

  it('still runs for pages, including a product slug and a language root', () => {
    expect(matches('http://shop.test/velvet-amber-07')).toBe(true);
    expect(matches('http://shop.test/en')).toBe(true);
    expect(matches('http://shop.test/bench')).toBe(true);
    expect(matches('http://shop.test/bench/empty-offer')).toBe(true);
  });
});

describe('proxy: a page whose platform did not answer a moment ago', () => {
  const unavailable = { digest: 'PLATFORM_UNAVAILABLE;WooCommerce' };

  it('is answered 503 with Retry-After and the notice, under the address asked for', () => {
    // As the render reports it: under the internal /uk path, with a flight query.
    rememberIfUnavailable(unavailable, '/uk/catalog/men?_rsc=1');
    const response = run('http://shop.test/catalog/men?page=2');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/uk/unavailable');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src [^;]*'nonce-/);
  });

  it('in its own language, and only that page', () => {
    rememberIfUnavailable(unavailable, '/en/catalog/women');
    const response = run('http://shop.test/en/catalog/women');
    expect(response.status).toBe(503);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/en/unavailable');
    expect(run('http://shop.test/en/catalog/unisex').status).toBe(200);
    expect(run('http://shop.test/catalog/women').headers.get('x-middleware-rewrite')).toBe(
      'http://shop.test/uk/catalog/women',
    );
  });

  it('is not refused for any other error', () => {
    rememberIfUnavailable({ digest: '12345' }, '/uk/catalog/sety');
    rememberIfUnavailable(new Error('bug'), '/uk/catalog/sety');
    expect(run('http://shop.test/catalog/sety').status).toBe(200);
  });

  it('answers the notice’s own address 503 too: it never says the shop is unavailable with a 200', () => {
    const response = run('http://shop.test/ru/unavailable');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});
