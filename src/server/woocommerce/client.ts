import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { serverEnv } from '@/server/env';
import { createRequestQueue, RetryableError } from '@/server/request-queue';
import { wooErrorSchema } from './schemas';

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

export type WooQuery = Record<string, string | number | boolean | undefined>;

export type WooGetOptions<T> = {
  query?: WooQuery;
  /** Polylang's `lang` parameter: the same ids and slugs, texts in this language. */
  lng?: Language;
  tags: string[];
  schema: z.ZodType<T>;
};

export type WooPage<T> = { data: T; total: number; totalPages: number };

const runQueued = createRequestQueue({ concurrency: 4, retries: 2, baseDelayMs: 300 });

function endpoint(path: string, query: WooQuery, lng: Language | undefined): URL {
  const { woocommerceUrl } = serverEnv();
  const url = new URL(`${woocommerceUrl}/wp-json/wc/v3/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  if (lng) url.searchParams.set('lang', lng);
  return url;
}

function authorization(): string {
  const { woocommerceKey, woocommerceSecret } = serverEnv();
  // Basic auth rather than the query-string keys keeps the secret out of URLs, logs and cache keys.
  return `Basic ${Buffer.from(`${woocommerceKey}:${woocommerceSecret}`).toString('base64')}`;
}

async function failure(response: Response, path: string): Promise<WooCommerceError> {
  const body = wooErrorSchema.safeParse(await response.json().catch(() => null));
  const code = body.success ? body.data.code : 'http_error';
  const message = body.success ? body.data.message : `HTTP ${response.status}`;
  return new WooCommerceError(message, response.status, code, path);
}

/** A cached GET against WooCommerce REST v3, parsed with `schema`, with the pagination headers. */
export async function wooGet<T>(path: string, options: WooGetOptions<T>): Promise<WooPage<T>> {
  const url = endpoint(path, options.query ?? {}, options.lng);
  return runQueued(async () => {
    const response = await fetch(url, {
      headers: { Authorization: authorization(), Accept: 'application/json' },
      // Explicit: routes that render per request (force-dynamic, searchParams) would otherwise make
      // every fetch no-store, and the catalogue would be refetched from WooCommerce on each view.
      cache: 'force-cache',
      next: { tags: options.tags, revalidate: serverEnv().cacheRevalidateSeconds },
    });
    if (response.status >= 500 || response.status === 429) {
      throw new RetryableError(`WooCommerce ${path}: HTTP ${response.status}`);
    }
    if (!response.ok) throw await failure(response, path);
    const data = options.schema.parse(await response.json());
    return {
      data,
      total: Number(response.headers.get('X-WP-Total') ?? 0),
      totalPages: Number(response.headers.get('X-WP-TotalPages') ?? 0),
    };
  });
}
