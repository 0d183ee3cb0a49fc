import { z } from 'zod';
import { isValidPhone } from '@/domain/checkout/contact-rules';
import { orderRequestSchema } from '@/domain/checkout/order-schema';
import { plainLine } from '@/domain/text/plain-text';
import { localeSchema } from '@/i18n/locale-schema';

/*
 * POST /api/callback: "call me back to order" (spec §1, §9). The phone follows the checkout's rules;
 * the lines are ids and counts in the checkout's shapes (a basket may hold sets, gifts and
 * certificates), priced by WooCommerce, never by the browser. Issue messages `required` and `phone`
 * are codes the route turns into the shopper's language; anything else reads as bad_request.
 */

export const CALLBACK_NAME_MAX = 100;

/** A name as plain text (plain-text.ts), at most CALLBACK_NAME_MAX characters. */
export function plainName(value: string): string {
  return plainLine(value).slice(0, CALLBACK_NAME_MAX);
}

const { items, sets, gifts, certificates } = orderRequestSchema.shape;

export const callbackRequestSchema = z.object({
  locale: localeSchema,
  phone: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .refine(isValidPhone, 'phone'),
  // Longer input is refused rather than cut: 500 leaves room for markup that plainName removes.
  name: z.string().max(500, 'at most 500 characters').transform(plainName).optional(),
  items,
  sets,
  gifts,
  certificates,
  // Checked by verifyCaptcha after the limits; a missing token is captcha_failed, not bad_request.
  captcha: z.string().max(10_000).optional(),
});

export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** The popup's own fields; the phone is checked as the checkout checks it. */
export const callbackFormSchema = z.object({
  phone: z.string().trim().min(1, { error: 'required', abort: true }).refine(isValidPhone, 'phone'),
  name: z.string().max(CALLBACK_NAME_MAX),
});

export type CallbackForm = z.infer<typeof callbackFormSchema>;
