import { LANGUAGES } from '@/config/shop';
import { queryPairs } from '@/domain/campaign/campaign-parameters';
import { CATALOG_PARAMETERS, catalogHref, type CatalogQuery } from '@/domain/catalog/catalog-query';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import { VOLUME_PARAMETER } from '@/domain/catalog/product-detail';
import { BLOG_PAGE_PARAMETER } from '@/domain/content/blog';
import { AROMA_PARAM } from '@/domain/discovery-set/perfume-sample';
import { REVIEWS_PARAMETERS } from '@/domain/reviews/reviews-page';
import { parseSearchQuery, SEARCH_PARAMETERS } from '@/domain/search/search-query';
import { builtPageRoutes } from '@/server/not-found/page-routes';
import { matchRoute } from '@/server/not-found/route-match';

/*
 * The query parameters each page reads, by its route under [lng]. A kept page's key (and the render
 * that fills it) carries only these: anything else in the address (`?ref=…` from an affiliate, a mail
 * client's `?_hsenc=…`, a crawler's `?x=1`, the ads' `utm_*` and click ids) cannot change what the
 * page shows, and each new value would otherwise be a render of its own (`npm run bench` row g2).
 * A route not listed reads none. parameters-read.test.ts fails when a page reads `searchParams` and
 * its route is not here, and checks each parser reads nothing outside its list.
 */
export const PARAMETERS_READ: Readonly<Record<string, readonly string[]>> = {
  '/catalog': CATALOG_PARAMETERS,
  '/catalog/[slug]': CATALOG_PARAMETERS,
  '/search': SEARCH_PARAMETERS,
  '/blog': [BLOG_PAGE_PARAMETER],
  '/blog/[category]': [BLOG_PAGE_PARAMETER],
  '/reviews': REVIEWS_PARAMETERS,
  '/discovery-set': [AROMA_PARAM],
  '/discovery-set-9': [AROMA_PARAM],
  '/[slug]': [VOLUME_PARAMETER],
};

/*
 * The catalogue's and the search's lists have one address per selection (catalogHref: defaults left
 * out, terms sorted): their kept key is that address, so `?sort=nonsense`, `?page=1`, `?scent=b,a`
 * and `?scent=a&scent=b` are the kept page of the list they show, not renders of their own.
 */
const ONE_ADDRESS: Readonly<Record<string, (params: URLSearchParams) => CatalogQuery>> = {
  '/catalog': parseCatalogQuery,
  '/catalog/[slug]': parseCatalogQuery,
  '/search': parseSearchQuery,
};

const ROUTES = Object.keys(PARAMETERS_READ);

/*
 * Matched as Next matches, against the build's page routes: `/about` is its own page, which reads
 * nothing, not `/[slug]`, which reads `volume` (a flood of `/about?volume=N` would be a render each).
 * Outside a build (jest, `next dev`) against the listed routes alone, where `/about` falls to `/[slug]`.
 */
function routeOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const rest = (LANGUAGES as readonly string[]).includes(segments[0] ?? '') ? segments.slice(1) : segments;
  const route = matchRoute(builtPageRoutes() ?? ROUTES, rest)?.route;
  return route !== undefined && Object.hasOwn(PARAMETERS_READ, route) ? route : null;
}

/**
 * The query the page at `pathname` is kept under: a list's one address for what it shows, otherwise
 * only the parameters the page reads, each pair as it was sent, ordered by name (a parameter's
 * repeats keep their order: the first one is the one read); '' for none.
 */
export function keptQuery(pathname: string, search: string): string {
  if (search.length <= 1) return '';
  const route = routeOf(pathname);
  const read = route ? PARAMETERS_READ[route] : [];
  if (read.length === 0) return '';
  const list = route ? ONE_ADDRESS[route] : undefined;
  if (list) return catalogHref('', list(new URLSearchParams(search)));
  const pairs = queryPairs(search).filter(({ name }) => read.includes(name));
  pairs.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return pairs.length > 0 ? `?${pairs.map(({ pair }) => pair).join('&')}` : '';
}
