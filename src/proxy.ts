import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';
import { serverEnv } from '@/server/env';
import {
  newNonce,
  pageContentSecurityPolicy,
  strictTransportSecurity,
} from '@/server/http/content-security-policy';
import { RETRY_AFTER_SECONDS } from '@/server/platform-unavailable';
import { isMissingPage } from '@/server/not-found/missing-pages';
import {
  cachedPage,
  isFillRequest,
  isKept,
  readsQuery,
  UNKEPT_SECTIONS,
} from '@/server/page-cache/page-cache';
import { admitRender } from '@/server/page-cache/render-allowance';
import { pageKey, unavailablePageRetryAfter } from '@/server/unavailable-pages';

/**
 * Every page's security policy, then the URL rules of spec §2, in order. The URL alone decides the
 * language: no Accept-Language and no cookie redirects (spec: browser-language detection is off), so
 * next-i18next's proxy is not used. A page that failed a moment ago because the shop's platform did
 * not answer is answered 503 here (src/server/unavailable-pages.ts).
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const env = serverEnv();
  const nonce = newNonce();
  const csp = pageContentSecurityPolicy(env, { nonce, development: process.env.NODE_ENV === 'development' });
  // Next finds the nonce in the request's CSP header and puts it on its own scripts; pages read x-nonce.
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', csp);

  const secure = (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', csp);
    const hsts = strictTransportSecurity(env, process.env.NODE_ENV === 'production');
    if (hsts) response.headers.set('Strict-Transport-Security', hsts);
    return response;
  };
  const response = route(request, env.siteUrl, headers);
  return response instanceof Promise ? response.then(secure) : secure(response);
}

function route(
  request: NextRequest,
  siteUrl: string,
  headers: Headers,
): NextResponse | Promise<NextResponse> {
  const url = request.nextUrl;
  const www = wwwRedirect(request, siteUrl);
  if (www) return permanent(www);

  // Next answers `//` itself with a 308 before the proxy runs; this covers any path that gets here.
  if (/\/{2,}/.test(url.pathname)) {
    return permanent(withPath(request, url.pathname.replace(/\/{2,}/g, '/')));
  }

  const canonical = canonicalPath(url.pathname);
  if (canonical !== url.pathname) return permanent(withPath(request, canonical));

  const [, first] = url.pathname.split('/');
  if (first === DEFAULT_LANGUAGE) {
    return permanent(withPath(request, url.pathname.slice(DEFAULT_LANGUAGE.length + 1) || '/'));
  }
  const unavailable = unavailableAnswer(request, headers);
  if (unavailable) return unavailable;
  const explicit = first === 'en' || first === 'ru';
  const lng: Language = explicit ? first : DEFAULT_LANGUAGE;
  const rest = url.pathname
    .split('/')
    .filter(Boolean)
    .slice(explicit ? 1 : 0);
  const answer = () => {
    if (explicit) return NextResponse.next({ request: { headers } });
    // Ukrainian lives under the internal [lng] segment too; the public URL never shows /uk.
    const internal = request.nextUrl.clone();
    internal.pathname = `/${DEFAULT_LANGUAGE}${url.pathname === '/' ? '' : url.pathname}`;
    return NextResponse.rewrite(internal, { request: { headers } });
  };
  if (process.env.NODE_ENV !== 'production' || isFillRequest(request.headers)) {
    return isNotFoundPage(rest) ? notFoundAnswer(request, lng, headers) : answer();
  }
  return keptOrRendered(request, lng, rest, headers, answer);
}

/**
 * A production page request: kept, or rendered once admitted (render-allowance.ts). Admitted before
 * its record is looked up, which for a new address is a call to the platform too.
 */
async function keptOrRendered(
  request: NextRequest,
  lng: Language,
  rest: readonly string[],
  headers: Headers,
  answer: () => NextResponse,
): Promise<NextResponse> {
  const url = request.nextUrl;
  const nonce = headers.get('x-nonce') ?? '';
  const notFoundPage = isNotFoundPage(rest);
  const cacheable = !notFoundPage && isCacheablePage(request, rest);
  const renders = (request.method === 'GET' || request.method === 'HEAD') && !(cacheable && isKept(url));
  const refused = renders ? await admitRender({ headers, lng, nonce, selection: readsQuery(url) }) : null;
  if (refused) return refused;
  if (notFoundPage || (await isMissingPage(lng, rest))) return notFoundAnswer(request, lng, headers);
  if (!cacheable) return answer();
  const cached = await cachedPage(url, nonce);
  return cached ? new NextResponse(cached.body, cached) : answer();
}

/** src/app/[lng]/page-not-found: the 404 page with its text in the HTML. */
const NOT_FOUND_PAGE = 'page-not-found';
const isNotFoundPage = (rest: readonly string[]) => rest.length === 1 && rest[0] === NOT_FOUND_PAGE;

/**
 * A browser's request for a page's HTML (not Next's RSC navigation or prefetch, not a server action)
 * whose HTML depends on its URL alone (src/server/page-cache/page-cache.ts). Next.js takes its
 * flight headers and `_rsc` off the request before the proxy sees it, so the HTML request is told by
 * its Accept header, which a browser sends with text/html and Next's fetches do not.
 */
function isCacheablePage(request: NextRequest, rest: readonly string[]): boolean {
  if (request.method !== 'GET' || !(request.headers.get('accept') ?? '').includes('text/html')) return false;
  return !UNKEPT_SECTIONS.has(rest[0] ?? '');
}

/**
 * The not-found page in the URL's language, under the address asked for, with status 404: for a
 * URL whose record is missing (src/server/not-found/missing-pages.ts says why not notFound()).
 */
function notFoundAnswer(request: NextRequest, lng: Language, headers: Headers): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = `/${lng}/${NOT_FOUND_PAGE}`;
  target.search = '';
  return NextResponse.rewrite(target, { status: 404, request: { headers } });
}

/**
 * For a page that failed a moment ago because a platform did not answer (and for the notice's own
 * address): the "temporarily unavailable" page in its language, under the address asked for, with
 * 503 and Retry-After. Anything else renders as usual.
 */
function unavailableAnswer(request: NextRequest, headers: Headers): NextResponse | null {
  const key = pageKey(request.nextUrl.pathname);
  const [, lng, ...rest] = key.split('/');
  const notice = rest.join('/') === 'unavailable';
  const retryAfter = notice ? RETRY_AFTER_SECONDS : unavailablePageRetryAfter(key);
  if (retryAfter === null) return null;
  const target = request.nextUrl.clone();
  target.pathname = `/${lng}/unavailable`;
  target.search = '';
  const response = NextResponse.rewrite(target, { status: 503, request: { headers } });
  response.headers.set('Retry-After', String(retryAfter));
  return response;
}

/**
 * A www host goes to the same path and query on SITE_URL. The target is built from the setting, not
 * from Host or X-Forwarded-Proto, which the client writes: `Host: www.evil.example` would otherwise
 * send the shopper (or a cache) to evil.example.
 */
export function wwwRedirect(request: NextRequest, siteUrl: string): string | null {
  const host = (request.headers.get('host') ?? request.nextUrl.host).toLowerCase();
  const site = new URL(siteUrl);
  if (!host.startsWith('www.') || host === site.host) return null;
  return `${site.origin}${request.nextUrl.pathname}${request.nextUrl.search}`;
}

/** Lowercase, no trailing slash (except the root). Letters are compared decoded, so `%D0%86` stays as it is. */
export function canonicalPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const decoded = safeDecode(trimmed);
  const lower = decoded.toLowerCase();
  if (lower === decoded) return trimmed;
  return encodeURI(lower);
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

// A plain URL, not nextUrl: NextURL puts a trailing slash back when the request had one.
function withPath(request: NextRequest, pathname: string): string {
  const target = new URL(request.url);
  target.pathname = pathname;
  return target.toString();
}

function permanent(location: string): NextResponse {
  return NextResponse.redirect(location, 301);
}

export const config = {
  // API routes (`/api` itself too), Next's own files and public files (anything with an extension: /sitemap.xml,
  // /robots.txt) are not pages; /bench/empty and /bench/list are the benchmark's pages outside the languages.
  matcher: ['/((?!api(?:/|$)|_next/|bench/(?:empty|list)$|.*\\.[A-Za-z0-9]+$).*)'],
};
