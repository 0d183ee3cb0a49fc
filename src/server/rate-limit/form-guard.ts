import 'server-only';
import { verifyCaptcha } from '@/server/captcha/verify-captcha';
import { shopperIp } from '@/server/http/shopper-ip';
import type { LimitName } from './limits';
import { countSuccess, peekAttempt, takeAttempt, type LimitCheck } from './rate-limiter';

/*
 * The one order every limited route takes its limits in: the client's own limits (every attempt
 * counts) → the captcha → the limits on what the request names (an e-mail, a phone, an order number)
 * → the limits on work done, which are only looked at here and counted once the work was done. So a
 * client's refused or failed attempts use up its own limits and nobody else's: no stranger's e-mail
 * is locked out without passing the captcha, and the ceilings over every client together count only
 * orders placed, mails sent, codes found.
 */

/** Who is asking: the address for lookups (null when unknown) and the key its limits count under. */
export type Client = { ip: string | null; key: string };

export function clientOf(request: Request): Client {
  const ip = shopperIp(request.headers);
  // Unknown clients share one key rather than escape their limits.
  return { ip, key: ip ?? 'unknown' };
}

/** A ceiling over every client together. */
export const everyClient = (rule: LimitName): LimitCheck => ({ rule, key: 'all' });

export type GuardRefusal =
  { ok: false; code: 'rate_limited'; retryAfterSeconds: number } | { ok: false; code: 'captcha_failed' };

/** Passed: `done` counts the limits on work done, once the route's work was done. */
export type Admission = { ok: true; done: () => Promise<void> } | GuardRefusal;

export type FormChecks = {
  /** The form's captcha token, for a form that has one. */
  captcha?: { token: string | undefined };
  /**
   * Counted per attempt that got past the captcha (so no one uses up a stranger's e-mail without
   * passing it), as it is checked, so requests racing in parallel cannot all slip under the limit.
   */
  perKey?: LimitCheck[];
  /** Refused when full, counted by `done`: a few racing requests may overshoot, never refusals. */
  onSuccess?: LimitCheck[];
};

const limited = (verdict: { allowed: boolean; retryAfterSeconds?: number }): GuardRefusal | null =>
  verdict.allowed
    ? null
    : { ok: false, code: 'rate_limited', retryAfterSeconds: verdict.retryAfterSeconds ?? 1 };

/** The client's own limits alone, for a route that must refuse before it reads the body. */
export async function admitClient(client: Client, rules: LimitName[]): Promise<GuardRefusal | null> {
  return limited(await takeAttempt(rules.map((rule) => ({ rule, key: client.key }))));
}

/** What follows the client's limits, for a route that took them earlier with `admitClient`. */
export async function admitForm(client: Client, checks: FormChecks): Promise<Admission> {
  if (checks.captcha && !(await verifyCaptcha(checks.captcha.token, client.ip))) {
    return { ok: false, code: 'captcha_failed' };
  }
  const perKey = limited(await takeAttempt(checks.perKey ?? []));
  if (perKey) return perKey;
  const onSuccess = checks.onSuccess ?? [];
  const full = limited(await peekAttempt(onSuccess));
  if (full) return full;
  return { ok: true, done: () => countSuccess(onSuccess) };
}

export async function guard(
  client: Client,
  checks: FormChecks & { perClient: LimitName[] },
): Promise<Admission> {
  return (await admitClient(client, checks.perClient)) ?? admitForm(client, checks);
}
