const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const PRIZE_CODE_RANDOM_LENGTH = 6;

/** A prefix as WooCommerce codes hold it: lowercase letters and digits only, at most 12. */
export function cleanCouponPrefix(prefix: string): string {
  return prefix
    .toLowerCase()
    .replace(/[^0-9a-z]/g, '')
    .slice(0, 12);
}

/**
 * A prize code: the wheel's prefix and 6 random characters of [0-9a-z] (as Lucky Wheel for
 * WooCommerce makes them). `randomIndex(n)` returns an integer in [0, n).
 */
export function prizeCode(prefix: string, randomIndex: (n: number) => number): string {
  let code = cleanCouponPrefix(prefix) || 'wheel';
  for (let i = 0; i < PRIZE_CODE_RANDOM_LENGTH; i++) code += ALPHABET[randomIndex(ALPHABET.length)];
  return code;
}
