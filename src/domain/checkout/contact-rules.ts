import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { PHONE_INPUT } from '@/config/shop';

/*
 * WordPress's is_email(), which WooCommerce checks a billing e-mail with: the local part of the
 * characters below, a domain of two or more dot-separated labels of letters, digits and inner
 * hyphens. Plus the spec's "standard pattern" (§5): a top-level label of at least 2 characters.
 */
const EMAIL_LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const EMAIL_LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/i;
const EMAIL_MIN_LENGTH = 6;

/** Spec §5: typing may use digits, spaces, brackets, plus and minus; the number has 2–17 digits. */
const PHONE_CHARACTERS = /^[\d\s()+-]+$/;
const PHONE_DIGITS = { min: 2, max: 17 } as const;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  const at = email.indexOf('@');
  if (email.length < EMAIL_MIN_LENGTH || at < 1) return false;
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  return (
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => EMAIL_LABEL.test(label)) &&
    labels[labels.length - 1].length >= 2
  );
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
