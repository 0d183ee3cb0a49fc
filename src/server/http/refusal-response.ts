import { NextResponse } from 'next/server';
import type { ApiError, Refusal } from '@/domain/outcome/outcome';
import { isPlatformUnavailable, RETRY_AFTER_SECONDS } from '@/server/platform-unavailable';
import { REFUSAL_STATUS, type RefusalCode } from './refusal-status';

function errorBody({ code, message, field, fields, lines }: Refusal): { error: ApiError } {
  return {
    error: {
      code,
      message,
      ...(field !== undefined && { field }),
      ...(fields !== undefined && { fields }),
      ...(lines !== undefined && { lines }),
    },
  };
}

/**
 * A use case's refusal as the API answers it: `{error: {code, message, field?, fields?, lines?}}`
 * with the code's status (refusal-status.ts). A refusal caused by a platform that did not answer is
 * 503 with Retry-After, so a client, a CDN or a retrying caller comes back later; a refusal that
 * names its own wait (`retryAfterSeconds`) carries it as Retry-After.
 */
export function answerRefusal(refusal: Refusal<RefusalCode>): NextResponse {
  const unavailable = refusal.cause !== undefined && isPlatformUnavailable(refusal.cause);
  const status = unavailable ? 503 : REFUSAL_STATUS[refusal.code];
  const retryAfter = unavailable ? RETRY_AFTER_SECONDS : refusal.retryAfterSeconds;
  return NextResponse.json(errorBody(refusal), {
    status,
    ...(retryAfter !== undefined && { headers: { 'Retry-After': String(retryAfter) } }),
  });
}
