import { NextResponse } from 'next/server';
import { isPlatformUnavailable, RETRY_AFTER_SECONDS } from '@/server/platform-unavailable';

/**
 * The API's answer when a platform call failed: 503 with Retry-After when the platform did not answer
 * (down, or out of time), so a client, a CDN or WayForPay's callback retries later; 502 for any other
 * failure of the platform. The body is the API's usual error with the route's own code and message.
 */
export function upstreamError(error: unknown, code: string, message: string): NextResponse {
  if (!isPlatformUnavailable(error)) return NextResponse.json({ error: { code, message } }, { status: 502 });
  return NextResponse.json(
    { error: { code, message } },
    { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
  );
}
