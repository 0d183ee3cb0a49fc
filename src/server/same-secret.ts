import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a secret the visitor gave (an order key, a phone) equals the order's, in time that does
 * not depend on where they differ or on their lengths: both sides are hashed to 32 bytes first. An
 * empty expected value never matches, so an order without a key or phone is never shown.
 */
export function sameSecret(expected: string, given: string): boolean {
  const equal = timingSafeEqual(digest(expected), digest(given));
  return equal && expected.length > 0;
}
