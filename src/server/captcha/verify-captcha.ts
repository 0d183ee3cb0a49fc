/*
 * The captcha's server half: every token a form sends is checked with the provider's siteverify
 * before the route does anything else (the wheel, reviews, callback and newsletter). hCaptcha was
 * chosen over reCAPTCHA v2 and Turnstile: it takes the page's language as `hl` (spec §7), its API
 * is reCAPTCHA v2's (explicit render, verify/expired/error callbacks), and it sets no advertising
 * cookies, so it runs before the shopper answers the cookie notice without sending data to Google.
 */
import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/server/env';

const VERIFY_TIMEOUT_MS = 5_000;
/** hCaptcha's tokens are a few kilobytes at most; anything longer is not one. */
const MAX_TOKEN_LENGTH = 8_192;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/**
 * True when the provider vouches for the token. False for a missing, oversized or refused token, and
 * also when the provider cannot be reached: a form would rather ask the shopper to try again than let
 * unverified requests through (the failure is logged).
 */
export async function verifyCaptcha(token: string | undefined, remoteIp: string | null): Promise<boolean> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return false;
  const { captcha } = serverEnv();
  const form = new URLSearchParams({ secret: captcha.secret, response: token, sitekey: captcha.siteKey });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(captcha.verifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      cache: 'no-store',
    });
    const answer = siteverifyAnswer.safeParse(await response.json());
    if (!answer.success) throw new Error(`siteverify answered HTTP ${response.status} in an unknown shape`);
    if (!answer.data.success && answer.data['error-codes']?.some((code) => code.includes('secret'))) {
      console.error(`captcha: siteverify refused the secret (${answer.data['error-codes'].join(', ')})`);
    }
    return answer.data.success;
  } catch (error) {
    console.error('captcha: siteverify could not be reached', error);
    return false;
  }
}
