import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/server/env';
import { WooCommerceError, type WooQuery } from './client';
import { wooErrorSchema } from './schemas';

/*
 * Uncached WooCommerce calls: writes, and the reads whose answer must be current (a coupon's usage
 * count, an order being paid). client.ts keeps its URL and auth helpers private, so the small
 * equivalents below mirror them: the same Basic auth and the same WooCommerceError.
 *
 * Writes are not retried: a POST that timed out may still have made an order, and a blind retry
 * would make a second one. Idempotency is handled a level up (src/server/checkout/idempotency.ts).
 */

function endpoint(path: string, query: WooQuery = {}): URL {
  const url = new URL(`${serverEnv().woocommerceUrl}/wp-json/wc/v3/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

function authorization(): string {
  const { woocommerceKey, woocommerceSecret } = serverEnv();
  return `Basic ${Buffer.from(`${woocommerceKey}:${woocommerceSecret}`).toString('base64')}`;
}

async function send<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  query?: WooQuery,
): Promise<T> {
  const response = await fetch(endpoint(path, query), {
    method,
    headers: {
      Authorization: authorization(),
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: 'no-store',
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = wooErrorSchema.safeParse(json);
    throw new WooCommerceError(
      error.success ? error.data.message : `HTTP ${response.status}`,
      response.status,
      error.success ? error.data.code : 'http_error',
      path,
    );
  }
  return schema.parse(json);
}

export function wooGetFresh<T>(path: string, schema: z.ZodType<T>, query?: WooQuery): Promise<T> {
  return send('GET', path, schema, undefined, query);
}

export function wooPost<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return send('POST', path, schema, body);
}

export function wooPut<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return send('PUT', path, schema, body);
}
