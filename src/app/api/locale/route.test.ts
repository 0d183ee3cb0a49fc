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

  it('stores "ua" as the site language uk', () => {
    expect(get('lng=ua&to=/').headers.get('set-cookie')).toMatch(/^i18n_redirected=uk;/);
  });

  it('refuses other sites and unknown languages', () => {
    expect(get('lng=en&to=//evil.example').status).toBe(400);
    expect(get('lng=en&to=https://evil.example').status).toBe(400);
    expect(get('lng=de&to=/').status).toBe(400);
  });
});
