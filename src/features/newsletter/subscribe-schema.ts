import { z } from 'zod';

/**
 * Spec §5: empty gives the required message, a malformed address the e-mail message. The messages
 * are i18n keys, translated where they are shown.
 */
export const subscribeSchema = z.object({
  email: z.string().trim().min(1, 'input.error.all').pipe(z.email('input.email.error.correct')),
});

export type SubscribeValues = z.infer<typeof subscribeSchema>;
