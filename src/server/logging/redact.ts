import { createHash } from 'node:crypto';

/*
 * What the logs may say about a shopper: logs are read by more people, and kept longer,
 * than orders. An e-mail keeps its first letter and its domain (enough to see a provider's trouble),
 * a phone number its last two digits, an Idempotency-Key becomes a short digest: the same key gives the same digest, so one checkout's
 * attempts can be followed, but the key itself, which fetches the order's answer again, is not there.
 */

export function redactEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '…';
  return `${email[0]}…${email.slice(at)}`;
}

/** A phone number keeps its last two digits: enough to tell two callers apart, not to ring one. */
export function redactPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length < 7 ? '…' : `…${digits.slice(-2)}`;
}

export function redactKey(key: string): string {
  return `key#${createHash('sha256').update(key).digest('hex').slice(0, 10)}`;
}
