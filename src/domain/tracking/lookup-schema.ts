import { z } from 'zod';
import { hasPhoneShape } from '@/domain/checkout/contact-rules';
import { localeSchema } from '@/i18n/locale-schema';

/** An order number as a shopper may type it: `1234`, `#1234`, `№ 1234`. WooCommerce's are post ids. */
const ORDER_NUMBER = /^(?:#|№)?\s*(\d{1,10})$/;

const orderNumber = (message: string) =>
  z
    .string()
    .trim()
    .max(20, message)
    .regex(ORDER_NUMBER, message)
    .transform((value) => ORDER_NUMBER.exec(value)![1].replace(/^0+(?=\d)/, ''));

/** The form on /tracking; messages are keys of the `tracking` namespace. */
export const trackingFormSchema = z.object({
  number: z.string().trim().min(1, 'errors.required').pipe(orderNumber('errors.number')),
  phone: z
    .string()
    .trim()
    .min(1, 'errors.required')
    .pipe(z.string().max(25, 'errors.phone').refine(hasPhoneShape, 'errors.phone')),
});

export type TrackingFormValues = z.input<typeof trackingFormSchema>;

/** POST /api/tracking: the form plus the page's language (for the messages and the link). */
export const trackingLookupSchema = z.object({
  locale: localeSchema,
  number: orderNumber('number must be an order number (digits)'),
  phone: z
    .string()
    .trim()
    .max(25, 'phone is at most 25 characters')
    .refine(hasPhoneShape, 'phone must be a phone number'),
});

export type TrackingLookup = z.output<typeof trackingLookupSchema>;
