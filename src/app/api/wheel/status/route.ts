import { NextResponse } from 'next/server';
import { toWheelStatusResponse } from '@/domain/wheel/wheel-response';
import { localeBodySchema } from '@/i18n/locale-schema';
import { parseJsonBody } from '@/server/http/json-body';
import { listWheels } from '@/server/wordpress/wheels';
import { upstreamError } from '@/server/http/upstream-error';
import { otherMethods } from '@/server/http/other-methods';

/** POST {locale} → the prize wheels in that language; the WordPress call is cached under `wheels`. */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, localeBodySchema);
  if (!body.ok) return body.response;
  try {
    return NextResponse.json(toWheelStatusResponse(await listWheels(body.data.locale)));
  } catch (error) {
    console.error(`POST /api/wheel/status (${body.data.locale}) failed`, error);
    return upstreamError(error, 'upstream_unavailable', 'Prize wheels are unavailable, try again later.');
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
