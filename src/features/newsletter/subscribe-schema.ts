// The footer's form is on every page: a pattern, not zod, keeps zod out of every page's first load.
// subscribe-schema.test.ts holds it to the route's `z.email()`, whose pattern this is.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * Spec §5: empty gives the required message, a malformed address the e-mail message. The messages are
 * i18n keys, translated where they are shown.
 */
export function subscribeEmailError(email: string): 'input.error.all' | 'input.email.error.correct' | null {
  const trimmed = email.trim();
  if (!trimmed) return 'input.error.all';
  return EMAIL_PATTERN.test(trimmed) ? null : 'input.email.error.correct';
}
