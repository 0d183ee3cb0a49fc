import { matchRoute } from './route-match';

const ROUTES = [
  '/',
  '/[slug]',
  '/[...rest]',
  '/catalog',
  '/catalog/[slug]',
  '/blog/[category]',
  '/(shop)/checkout',
];

const match = (path: string) => matchRoute(ROUTES, path.split('/').filter(Boolean));

describe('matchRoute: the page route Next.js picks for a path', () => {
  it('prefers a static segment to a parameter, and a parameter to a catch-all', () => {
    expect(match('/catalog')?.route).toBe('/catalog');
    expect(match('/velvet-amber')).toEqual({ route: '/[slug]', params: { slug: 'velvet-amber' } });
    expect(match('/catalog/women')).toEqual({ route: '/catalog/[slug]', params: { slug: 'women' } });
    expect(match('/catalog/women/extra')).toEqual({
      route: '/[...rest]',
      params: { rest: 'catalog/women/extra' },
    });
  });

  it('matches the root and leaves route groups out of the URL', () => {
    expect(match('/')?.route).toBe('/');
    expect(match('/checkout')?.route).toBe('/(shop)/checkout');
  });

  it('finds nothing when no route (not even a catch-all) fits', () => {
    expect(matchRoute(['/catalog'], ['blog'])).toBeNull();
  });
});
