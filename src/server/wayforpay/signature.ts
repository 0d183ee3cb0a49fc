import { createHmac, timingSafeEqual } from 'node:crypto';

/** WayForPay's merchantSignature: HMAC-MD5 (hex) of the parts joined with `;`, as UTF-8. */
export function wayforpaySignature(secretKey: string, parts: readonly (string | number)[]): string {
  return createHmac('md5', secretKey).update(parts.join(';'), 'utf8').digest('hex');
}

export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
