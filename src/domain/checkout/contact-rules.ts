import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { PHONE_INPUT } from '@/config/shop';

/** Spec §5: a standard address pattern — something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec §5: typing may use digits, spaces, brackets, plus and minus; the number has 2–17 digits. */
const PHONE_CHARACTERS = /^[\d\s()+-]+$/;
const PHONE_DIGITS = { min: 2, max: 17 } as const;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Spec §5: the number as typed (`+380 (67) 123-45-67`), within the input's characters and length,
 * and valid for the country its + prefix names. The phone input always writes the dial code, so a
 * number without one names no country and is refused. libphonenumber's `min` metadata checks each
 * country's lengths and number pattern, not the line type, so a new operator range is not refused.
 */
export function isValidPhone(value: string): boolean {
  return hasPhoneShape(value) && isValidPhoneNumber(value);
}

/**
 * The spec's characters and digit count only: for a number typed to be compared with one on record
 * (order tracking), where `067 123 45 67` and `+380671234567` are the same phone.
 */
export function hasPhoneShape(value: string): boolean {
  if (value.length > PHONE_INPUT.maxLength || !PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
