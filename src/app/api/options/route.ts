import { NextResponse } from 'next/server';
import { toOptionsResponse } from '@/domain/content/options-response';
import { localeBodySchema } from '@/i18n/locale-schema';
import { apiError } from '@/server/http/api-error';
import { parseJsonBody } from '@/server/http/json-body';
import { getSiteOptions } from '@/server/wordpress/options';

/** POST {locale} → the options record for that language; the WordPress call is cached under `options`. */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, localeBodySchema);
  if (!body.ok) return body.response;
  try {
    return NextResponse.json(toOptionsResponse(await getSiteOptions(body.data.locale)));
  } catch (error) {
    console.error(`POST /api/options (${body.data.locale}) failed`, error);
    return apiError(502, 'upstream_unavailable', 'Site options are unavailable, try again later.');
  }
}
