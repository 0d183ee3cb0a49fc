import { NextRequest } from 'next/server';
import { GET } from './route';

function get(query: string) {
  return GET(new NextRequest(`http://shop.test/api/locale?${query}`));
}

describe('GET /api/locale', () => {
  it('remembers the language for 365 days and redirects to the page in it', () => {
    const response = get('lng=en&to=/en/catalog');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/en/catalog');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^i18n_redirected=en;/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });

  it('marks the cookie Secure on an https shop, not on a local http one', () => {
    const siteUrl = process.env.SITE_URL;
    jest.resetModules();
    try {
      process.env.SITE_URL = 'https://shop.example';
      const https = jest.requireActual<typeof import('./route')>('./route');
      expect(
        https.GET(new NextRequest('https://shop.example/api/locale?lng=en&to=/')).headers.get('set-cookie'),
      ).toMatch(/; Secure/i);
      jest.resetModules();
      process.env.SITE_URL = 'http://localhost:3000';
      const http = jest.requireActual<typeof import('./route')>('./route');
      expect(
        http.GET(new NextRequest('http://localhost:3000/api/locale?lng=en&to=/')).headers.get('set-cookie'),
      ).not.toMatch(/Secure/i);
    } finally {
      process.env.SITE_URL = siteUrl;
    }
  });

  it('stores "ua" as the site language uk', () => {
    expect(get('lng=ua&to=/').headers.get('set-cookie')).toMatch(/^i18n_redirected=uk;/);
  });

  it('refuses other sites and unknown languages', () => {
    expect(get('lng=en&to=//evil.example').status).toBe(400);
    expect(get('lng=en&to=https://evil.example').status).toBe(400);
    expect(get('lng=de&to=/').status).toBe(400);
  });

  // Browsers drop tabs and line breaks from a URL and read a backslash as a slash, so each of these
  // would open https://evil.example/ if it reached Location.
  it.each([
    ['a tab', '/%09/evil.example'],
    ['a line feed', '/%0A/evil.example'],
    ['a carriage return', '/%0D/evil.example'],
    ['a backslash', '/%5Cevil.example'],
    ['a dot segment', '/.//evil.example'],
    ['a dot-dot segment', '/x/..//evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['a NUL', '/en%00'],
  ])('refuses a target with %s, never answering a redirect off the site or a 5xx', (_, to) => {
    const response = get(`lng=en&to=${to}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });

  it('percent-encodes a Cyrillic path and query, which a header cannot carry raw', () => {
    const response = get(`lng=uk&to=${encodeURIComponent('/каталог/жінки?сорт=ціна#відгуки')}`);
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      `${encodeURI('/каталог/жінки')}?${encodeURI('сорт=ціна')}#${encodeURI('відгуки')}`,
    );
  });

  it('keeps a query and fragment on this site as they are', () => {
    expect(
      get(`lng=en&to=${encodeURIComponent('/en/catalog/women?sort=price&page=2#list')}`).headers.get(
        'location',
      ),
    ).toBe('/en/catalog/women?sort=price&page=2#list');
  });
});
