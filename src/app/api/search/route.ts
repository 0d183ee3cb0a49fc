import { NextResponse } from 'next/server';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import {
  SEARCH_QUERY_MAX,
  SUGGESTED_PRODUCTS,
  SUGGESTED_PRODUCTS_MAX,
  type SearchSuggestions,
} from '@/domain/search/search-suggestions';
import { localeSchema } from '@/i18n/locale-schema';
import { serverT } from '@/i18n/server';
import { codedError } from '@/server/http/coded-error';
import { otherMethods } from '@/server/http/other-methods';
import { upstreamError } from '@/server/http/upstream-error';
import { admitClient, clientOf } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { suggest } from '@/server/search/search-shop';

const searchQuery = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters`).default(''),
  locale: localeSchema.default(DEFAULT_LANGUAGE),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(SUGGESTED_PRODUCTS_MAX, `limit must be at most ${SUGGESTED_PRODUCTS_MAX}`)
    .default(SUGGESTED_PRODUCTS),
});

/**
 * GET ?q=&locale=&limit= → 200 SearchSuggestions: what the header's search field offers as the
 * shopper types. 400 for a query it cannot read (over 100 characters, an unknown locale), 429 past
 * the per-client limit, 502/503 when the catalogue cannot be read.
 */
export async function GET(request: Request): Promise<NextResponse> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = searchQuery.safeParse(params);
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
      .join('; ');
    return codedError(400, 'bad_request', message);
  }
  const { q, locale, limit } = parsed.data;
  const refused = await admitClient(clientOf(request), ['searchPerClient']);
  if (refused) return refusalResponse(refused, locale);
  try {
    return NextResponse.json((await suggest(locale, q, limit)) satisfies SearchSuggestions);
  } catch (error) {
    console.error('GET /api/search failed', { q, locale }, error);
    return upstreamError(error, 'upstream_unavailable', serverT(locale, 'errors')('catalogueUnavailable'));
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
