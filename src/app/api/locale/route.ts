import { NextResponse, type NextRequest } from 'next/server';
import { LANGUAGE_COOKIE } from '@/config/shop';
import { localeSchema } from '@/i18n/locale-schema';
import { serverEnv } from '@/server/env';
import { apiError } from '@/server/http/api-error';
import { localPath } from './local-path';
import { otherMethods } from '@/server/http/other-methods';

/**
 * GET /api/locale?lng=en&to=/en/catalog: remembers the language in the i18n_redirected cookie
 * (365 days) and redirects to the page in that language. A plain link to this route switches the
 * language without JavaScript, and the cookie is set by the same response that moves the shopper.
 */
export function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const lng = localeSchema.safeParse(params.get('lng') ?? '');
  if (!lng.success) return apiError(400, 'bad_request', 'lng must be one of uk, ua, en, ru');
  // Only paths on this site: "//host", "/\host" or "/\t/host" would make this an open redirect.
  const to = localPath(params.get('to') ?? '/');
  if (!to) return apiError(400, 'bad_request', 'to must be a path on this site');

  // A relative Location keeps the shopper on the host they used, whatever sits in front of the shop.
  const response = new NextResponse(null, { status: 307, headers: { Location: to } });
  response.cookies.set(LANGUAGE_COOKIE.name, lng.data, {
    path: '/',
    maxAge: LANGUAGE_COOKIE.maxAgeDays * 24 * 60 * 60,
    sameSite: 'lax',
    // On an https shop the cookie never travels in the clear; http stays for local development.
    secure: serverEnv().siteUrl.startsWith('https:'),
  });
  return response;
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
