import { NextResponse } from 'next/server';

export type ApiErrorCode =
  | 'bad_request'
  | 'upstream_unavailable'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type';

/** Every error of the storefront's API has this body, so clients handle them one way. */
export function apiError(status: number, code: ApiErrorCode, message: string): NextResponse {
  return NextResponse.json({ error: { code, message } }, { status });
}
