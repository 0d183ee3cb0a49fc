import 'server-only';
import { NextResponse } from 'next/server';
import type { Language } from '@/config/shop';
import { serverT } from '@/i18n/server';
import { codedError } from '@/server/http/coded-error';
import type { GuardRefusal } from './form-guard';

/** 429 with Retry-After and the API's error body, in the shopper's language. */
export function limitedResponse(verdict: { retryAfterSeconds: number }, lng: Language): NextResponse {
  return NextResponse.json(
    { error: { code: 'rate_limited', message: serverT(lng, 'errors')('rateLimited') } },
    { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
  );
}

/** The answer to a request the guard refused (form-guard.ts). */
export function refusalResponse(refusal: GuardRefusal, lng: Language): NextResponse {
  return refusal.code === 'rate_limited'
    ? limitedResponse(refusal, lng)
    : codedError(400, 'captcha_failed', serverT(lng, 'common')('captcha.failed'), 'captcha');
}
