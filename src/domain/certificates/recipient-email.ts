import { z } from 'zod';

export type RecipientEmailError = 'required' | 'email';

const emailSchema = z.email();

/** Spec §5: an empty e-mail is the required error, a malformed one the correct-e-mail error. */
export function checkRecipientEmail(
  value: string,
): { ok: true; email: string } | { ok: false; error: RecipientEmailError } {
  const email = value.trim();
  if (email === '') return { ok: false, error: 'required' };
  return emailSchema.safeParse(email).success ? { ok: true, email } : { ok: false, error: 'email' };
}
