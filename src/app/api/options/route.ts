import { NextResponse } from 'next/server';
import { toOptionsResponse } from '@/domain/content/options-response';
import { localeBodySchema } from '@/i18n/locale-schema';
import { parseJsonBody } from '@/server/http/json-body';
import { getSiteOptions } from '@/server/wordpress/options';
import { upstreamError } from '@/server/http/upstream-error';
import { otherMethods } from '@/server/http/other-methods';

/** POST {locale} → the options record for that language; the WordPress call is cached under `options`. */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, localeBodySchema);
  if (!body.ok) return body.response;
  try {
    return NextResponse.json(toOptionsResponse(await getSiteOptions(body.data.locale)));
  } catch (error) {
    console.error(`POST /api/options (${body.data.locale}) failed`, error);
    return upstreamError(error, 'upstream_unavailable', 'Site options are unavailable, try again later.');
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
