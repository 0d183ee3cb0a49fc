import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { serverEnv } from '@/server/env';
import { platformCaller } from '@/server/platform-call/platform-call';
import { isDownStatus, PlatformUnavailableError } from '@/server/platform-unavailable';
import { createRequestQueue, RetryableError } from '@/server/request-queue';
import { oauthDispatcher, type Dispatcher } from './oauth-dispatcher';
import { wooErrorSchema, type WooWrites } from './schemas';

/*
 * The one WooCommerce REST v3 client: cached reads for the catalogue, fresh reads for what must be
 * current (a coupon's usage count, an order being paid) and typed writes. Every call goes through
 * one queue, a few at a time, so a build or a burst never floods WordPress; a page's reads share one
 * deadline, identical reads in flight are made once, and after a read got no answer WooCommerce
 * counts as down for a few seconds (src/server/platform-call/).
 *
 * Writes are not retried: a POST that timed out may still have made an order, and a blind retry
 * would make a second one. Idempotency is handled a level up (src/server/checkout/idempotency.ts).
 *
 * A WooCommerce that does not answer (refused, timed out, 502/503/504/429) is a
 * PlatformUnavailableError; any other refusal is a WooCommerceError with its code.
 */

export class WooCommerceError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'WooCommerceError';
  }
}

type WooQuery = Record<string, string | number | boolean | undefined>;

type WooGetOptions<T> = {
  query?: WooQuery;
  /**
   * Polylang's `lang` parameter. A stock WooCommerce answers the same (Ukrainian) texts whatever it
   * says; the readers translate them (product-language.ts, term-language.ts).
   */
  lng?: Language;
  tags: string[];
  /**
   * A promise when the schema needs a read of its own (the page language's term names from
   * WordPress): that read then runs beside WooCommerce's instead of before it.
   */
  schema: z.ZodType<T> | Promise<z.ZodType<T>>;
  /** At most this many seconds in the cache, whatever CACHE_REVALIDATE_SECONDS says. */
  maxAgeSeconds?: number;
};

type WooPage<T> = { data: T; total: number; totalPages: number };

/** WooCommerce REST's largest page (`per_page` 1–100). */
export const WOO_PAGE_SIZE = 100;

const callWooCommerce = platformCaller(
  'WooCommerce',
  createRequestQueue({ concurrency: 4, retries: 2, baseDelayMs: 300 }),
);

/*
 * Each call's whole time, the wait for a queue slot and the retries included. A healthy WooCommerce
 * answers a page of 100 products in well under two seconds, and reads are cached, so this is paid
 * only on a miss; past 5 s the shop is down for the shopper anyway, and the page says so instead of
 * hanging. A page's reads together get no more than this (src/server/platform-call/page-deadline.ts).
 */
const READ_TIMEOUT_MS = 5_000;
/*
 * A write may run WooCommerce's own work in the same request (an order's stock, coupon usage and its
 * e-mails to the shop and the customer), so it gets longer. A write that times out may still take
 * effect: the order route retries under the same Idempotency-Key and finds that order first.
 */
const WRITE_TIMEOUT_MS = 15_000;

function endpoint(path: string, query: WooQuery, lng: Language | undefined): URL {
  const { woocommerceUrl } = serverEnv();
  const url = new URL(`${woocommerceUrl}/wp-json/wc/v3/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (lng) url.searchParams.set('lang', lng);
  return url;
}

/** Node's fetch takes a dispatcher too; Next passes it through. */
type WooInit = RequestInit & { dispatcher?: Dispatcher };

/*
 * How a call proves the shop's keys. WooCommerce takes them as HTTP Basic only over https; over
 * plain http it accepts only a request signed with OAuth 1.0a, and the signature (with its nonce and
 * timestamp) is added by a dispatcher below Next's fetch cache, so the URL and headers, the cache's
 * key, stay the same from one read to the next. Either way the secret stays out of URLs and logs.
 */
function authorized(headers: Record<string, string>): WooInit {
  const { woocommerceUrl, woocommerceKey: key, woocommerceSecret: secret } = serverEnv();
  if (new URL(woocommerceUrl).protocol === 'https:') {
    const basic = `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
    return { headers: { ...headers, Authorization: basic } };
  }
  return { headers, dispatcher: oauthDispatcher({ key, secret }) };
}

async function failure(response: Response, path: string): Promise<WooCommerceError> {
  const body = wooErrorSchema.safeParse(await response.json().catch(() => null));
  const code = body.success ? body.data.code : 'http_error';
  const message = body.success ? body.data.message : `HTTP ${response.status}`;
  return new WooCommerceError(message, response.status, code, path);
}

/** A read, retried by the queue when WooCommerce is busy or down. */
async function read(url: URL, path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, { ...init, ...authorized({ Accept: 'application/json' }) });
  if (isDownStatus(response.status)) throw new PlatformUnavailableError('WooCommerce', `GET ${path}`);
  if (response.status >= 500) throw new RetryableError(`WooCommerce ${path}: HTTP ${response.status}`);
  if (!response.ok) throw await failure(response, path);
  return response;
}

/** A cached GET, parsed with `schema`, with the pagination headers. */
export async function wooGet<T>(path: string, options: WooGetOptions<T>): Promise<WooPage<T>> {
  const url = endpoint(path, options.query ?? {}, options.lng);
  // Shared with identical reads in flight, so it answers the wire's JSON: each caller parses it.
  const reading = callWooCommerce(
    `GET ${path}`,
    async (signal) => {
      const response = await read(url, path, {
        // Explicit: routes that render per request (force-dynamic, searchParams) would otherwise make
        // every fetch no-store, and the catalogue would be refetched from WooCommerce on each view.
        cache: 'force-cache',
        next: {
          tags: options.tags,
          revalidate: Math.min(serverEnv().cacheRevalidateSeconds, options.maxAgeSeconds ?? Infinity),
        },
        signal,
      });
      return {
        json: (await response.json()) as unknown,
        total: Number(response.headers.get('X-WP-Total') ?? 0),
        totalPages: Number(response.headers.get('X-WP-TotalPages') ?? 0),
      };
    },
    { timeoutMs: READ_TIMEOUT_MS, read: { key: `cached ${url.href}` } },
  );
  const [page, schema] = await Promise.all([reading, options.schema]);
  return { data: schema.parse(page.json), total: page.total, totalPages: page.totalPages };
}

/**
 * The most pages of one list in flight at once. Each call's time includes its wait for a queue slot,
 * so a list of 50 pages queued at once (a catalogue of 5,000 products) timed its last pages out
 * before they were sent; two at a time leave the queue room for the other languages' lists and for
 * the reads of pages being rendered meanwhile.
 */
const LIST_PAGES_IN_FLIGHT = 2;

/**
 * Every item of a cached list, page by page at WooCommerce's largest page size: the first page
 * tells how many pages there are (X-WP-TotalPages); the rest follow, a few at a time.
 */
export async function wooGetAll<T>(path: string, options: WooGetOptions<T[]>): Promise<T[]> {
  const page = (n: number) =>
    wooGet(path, { ...options, query: { ...options.query, per_page: WOO_PAGE_SIZE, page: n } });
  const first = await page(1);
  const pages: WooPage<T[]>[] = [first];
  let next = 2;
  const reader = async () => {
    while (next <= first.totalPages) {
      const n = next++;
      pages[n - 1] = await page(n);
    }
  };
  await Promise.all(Array.from({ length: LIST_PAGES_IN_FLIGHT }, reader));
  return pages.flatMap((result) => result.data);
}

/** An uncached GET, for what must be current: a coupon's usage count, an order being paid. */
export async function wooGetFresh<T>(path: string, schema: z.ZodType<T>, query: WooQuery = {}): Promise<T> {
  const url = endpoint(path, query, undefined);
  const json = await callWooCommerce(
    `GET ${path}`,
    async (signal) => (await read(url, path, { cache: 'no-store', signal })).json() as Promise<unknown>,
    { timeoutMs: READ_TIMEOUT_MS, read: { key: `fresh ${url.href}` } },
  );
  return schema.parse(json);
}

/**
 * Deletes for good (`force=true`; reviews and most objects would otherwise go to the trash). Deleting
 * twice answers 404 at worst, so it is retried like a read.
 */
export function wooDelete(path: string): Promise<void> {
  const url = endpoint(path, { force: 'true' }, undefined);
  return callWooCommerce(
    `DELETE ${path}`,
    async (signal) => {
      const response = await fetch(url, {
        method: 'DELETE',
        ...authorized({ Accept: 'application/json' }),
        cache: 'no-store',
        signal,
      });
      if (isDownStatus(response.status)) throw new PlatformUnavailableError('WooCommerce', `DELETE ${path}`);
      if (!response.ok) throw await failure(response, path);
      await response.body?.cancel();
    },
    { timeoutMs: WRITE_TIMEOUT_MS },
  );
}

/** A POST or PUT with one of the bodies of `WooWrites`; never retried. */
export function wooWrite<P extends keyof WooWrites & string, T>(
  method: 'POST' | 'PUT',
  path: P,
  body: WooWrites[P],
  schema: z.ZodType<T>,
): Promise<T> {
  const url = endpoint(path, {}, undefined);
  return callWooCommerce(
    `${method} ${path}`,
    async (signal) => {
      const response = await fetch(url, {
        method,
        ...authorized({ Accept: 'application/json', 'Content-Type': 'application/json' }),
        body: JSON.stringify(body),
        cache: 'no-store',
        signal,
      });
      if (isDownStatus(response.status))
        throw new PlatformUnavailableError('WooCommerce', `${method} ${path}`);
      if (!response.ok) throw await failure(response, path);
      return schema.parse(await response.json());
    },
    { timeoutMs: WRITE_TIMEOUT_MS, retry: false },
  );
}
