import 'server-only';
import type { NextResponse } from 'next/server';
import type { Language } from '@/config/shop';
import { serverT } from '@/i18n/server';
import { answerRefusal } from '@/server/http/refusal-response';
import type { GuardRefusal } from './form-guard';

/** 429 with Retry-After and the API's error body, in the shopper's language. */
export function limitedResponse(verdict: { retryAfterSeconds: number }, lng: Language): NextResponse {
  const message = serverT(lng, 'errors')('rateLimited');
  return answerRefusal({
    ok: false,
    code: 'rate_limited',
    message,
    retryAfterSeconds: verdict.retryAfterSeconds,
  });
}

/** The answer to a request the guard refused (form-guard.ts). */
export function refusalResponse(refusal: GuardRefusal, lng: Language): NextResponse {
  if (refusal.code === 'rate_limited') return limitedResponse(refusal, lng);
  const message = serverT(lng, 'common')('captcha.failed');
  return answerRefusal({ ok: false, code: 'captcha_failed', message, field: 'captcha' });
}
