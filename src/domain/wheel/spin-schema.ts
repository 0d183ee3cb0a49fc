import { z } from 'zod';
import { localeSchema } from '@/i18n/locale-schema';
import type { PrizeType } from './wheel';

/** The longest address SMTP carries (RFC 5321), so a huge "e-mail" is refused before anything else. */
const EMAIL_MAX = 254;

/**
 * The popup's form (spec §5): an empty e-mail gives the required message, a malformed one the
 * e-mail message, and the personal-data consent must be ticked. Messages are keys of `wheel`.
 */
export const wheelFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'form.errors.emailRequired')
    .max(EMAIL_MAX, 'form.errors.email')
    .pipe(z.email('form.errors.email')),
  consent: z.boolean().refine((value) => value, 'form.errors.consent'),
});

export type WheelFormValues = z.infer<typeof wheelFormSchema>;

/**
 * POST /api/wheel/spin. `consent` is checked by the use case rather than here, so its refusal
 * carries its own code and message; the e-mail is compared lowercased (one prize per address).
 */
export const spinRequestSchema = z.object({
  locale: localeSchema,
  wheelId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31),
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .pipe(z.email())
    .transform((email) => email.toLowerCase()),
  consent: z.boolean().optional(),
  captcha: z.string().max(8192).optional(),
});

export type SpinRequest = z.infer<typeof spinRequestSchema>;

/** The answer of a spin: `code` and `expires` (YYYY-MM-DD) only when a prize was won. */
export type SpinAnswer = {
  prize: { type: PrizeType; label: string };
  /** The drawn segment, so the wheel stops on it (two segments may share a label). */
  segment: number;
  code?: string;
  expires?: string;
};
