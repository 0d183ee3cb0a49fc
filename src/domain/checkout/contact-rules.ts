/** Spec §5: a standard address pattern — something@domain.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec §5: typing may use digits, spaces, brackets, plus and minus; the number has 2–17 digits. */
const PHONE_CHARACTERS = /^[\d\s()+-]+$/;
const PHONE_DIGITS = { min: 2, max: 17 } as const;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidPhone(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
