import fs from 'node:fs';
import path from 'node:path';

// Only the route table is read: the platform readers are not loaded.
jest.mock('@/server/slug-resolver', () => ({}));
jest.mock('@/server/woocommerce/catalog', () => ({}));
jest.mock('@/server/woocommerce/special-products', () => ({}));
jest.mock('@/server/wordpress/posts', () => ({}));

import { CHECKED_ROUTES } from './missing-pages';

/*
 * A page under a dynamic segment whose record is missing must answer the full not-found page with
 * 404 (missing-pages.ts says why the page's own notFound() is not enough in a build). The proxy can
 * only do that for routes it has a check for: a dynamic page added without one would answer a blank
 * 404 shell for every mistyped address.
 */

const PAGES = path.resolve(__dirname, '../../app/[lng]');

function pageRoutes(dir: string, route = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return pageRoutes(path.join(dir, entry.name), `${route}/${entry.name}`);
    return /^page\.tsx?$/.test(entry.name) ? [route || '/'] : [];
  });
}

describe('missing pages', () => {
  it('every dynamic page route under [lng] has a check for its record', () => {
    const dynamic = pageRoutes(PAGES).filter((route) => route.includes('['));
    expect(dynamic).toContain('/catalog/[slug]');
    expect(dynamic.filter((route) => !CHECKED_ROUTES.includes(route))).toEqual([]);
  });

  it('checks no route that no longer exists', () => {
    const routes = pageRoutes(PAGES);
    expect(CHECKED_ROUTES.filter((route) => !routes.includes(route))).toEqual([]);
  });
});
