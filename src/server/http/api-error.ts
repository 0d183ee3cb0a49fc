import { NextResponse } from 'next/server';

type ApiErrorCode = 'bad_request' | 'upstream_unavailable' | 'not_found';

/** Every error of the storefront's API has this body, so clients handle them one way. */
export function apiError(status: number, code: ApiErrorCode, message: string): NextResponse {
  return NextResponse.json({ error: { code, message } }, { status });
}
