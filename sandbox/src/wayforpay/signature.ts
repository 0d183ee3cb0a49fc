import crypto from 'node:crypto';

/** WayForPay's signature: HMAC-MD5 (hex) with the merchant secret over the values joined by ";" in UTF-8. */
export function wayforpaySignature(secret: string, parts: (string | number)[]): string {
  return crypto.createHmac('md5', secret).update(parts.map(String).join(';'), 'utf8').digest('hex');
}

/** Constant-time comparison, so a signature check leaks nothing through timing. */
export function signatureMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}
