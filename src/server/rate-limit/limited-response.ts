import 'server-only';
import { NextResponse } from 'next/server';
import type { Language } from '@/config/shop';
import { serverT } from '@/i18n/server';
import type { LimitVerdict } from './rate-limiter';

/** 429 with Retry-After and the API's error body, in the shopper's language. */
export function limitedResponse(
  verdict: Extract<LimitVerdict, { allowed: false }>,
  lng: Language,
): NextResponse {
  return NextResponse.json(
    { error: { code: 'rate_limited', message: serverT(lng, 'errors')('rateLimited') } },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  );
}
