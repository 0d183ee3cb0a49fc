import { z } from 'zod';
import { readCampaignVisit } from '@/domain/campaign/campaign-visit';
import { INVALID } from '@/domain/stored/read';
import { plainLine, plainLines } from '@/domain/text/plain-text';
import { localeSchema } from '@/i18n/locale-schema';
import { isValidEmail, isValidPhone } from './contact-rules';

/*
 * POST /api/orders. Issue messages are checkout error codes (`required`, `phone`, `email`), which
 * the route turns into the shopper's language; anything else reads as bad_request. Nothing here
 * carries money: a price, total or discount the browser adds is dropped by zod's object parsing.
 */

const id = z.number().int().positive();
const count = z.number().int().positive().max(999);

// Free text is stored as plain text (plain-text.ts): WooCommerce's REST API keeps markup as sent.
const requiredText = (max = 200) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, `at most ${max} characters`)
    .transform(plainLine)
    .pipe(z.string().min(1, 'required'));
const optionalText = (max = 500) =>
  z.string().trim().max(max, `at most ${max} characters`).transform(plainLine).optional();
const optionalLines = (max: number) =>
  z.string().trim().max(max, `at most ${max} characters`).transform(plainLines).optional();

const phone = z.string({ error: 'required' }).trim().min(1, 'required').refine(isValidPhone, 'phone');

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(254, 'email')
  .refine(isValidEmail, 'email');

export const DELIVERY_METHODS = ['np', 'courier', 'postbox'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const PAYMENT_METHODS = ['wayforpay', 'requisites', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const deliverySchema = z
  .object({
    method: z.enum(DELIVERY_METHODS),
    city: requiredText(),
    cityRef: optionalText(64),
    department: optionalText(300),
    departmentRef: optionalText(64),
    street: optionalText(300),
    streetRef: optionalText(64),
    house: optionalText(30),
    entrance: optionalText(30),
    apartment: optionalText(30),
    comment: optionalLines(1000),
    /*
     * Spec §3's "add-order checkbox", read as: add this order to the shopper's previous one and send
     * both in one parcel, as Ukrainian shops offer. A request for the manager (a meta and a line of
     * the manager's note); the shop neither finds nor merges the previous order itself.
     */
    joinPrevious: z.boolean().optional(),
  })
  .superRefine((delivery, context) => {
    // Spec §5: city and post always; a branch or parcel locker needs the department, a courier the street and house.
    const needed: (keyof typeof delivery)[] =
      delivery.method === 'courier' ? ['street', 'house'] : ['department'];
    for (const field of needed) {
      if (!delivery[field]) context.addIssue({ code: 'custom', message: 'required', path: [field] });
    }
  });

export type Delivery = z.infer<typeof deliverySchema>;

export const orderRequestSchema = z.object({
  locale: localeSchema,
  items: z
    .array(z.object({ id, variation_id: id.optional(), count }))
    .max(100)
    .default([]),
  sets: z
    .array(
      z.object({
        size: z.union([z.literal(6), z.literal(9)], { error: 'size must be 6 or 9' }),
        aromas: z.array(id).max(9),
        count: count.default(1),
      }),
    )
    .max(20)
    .default([]),
  // Checked against the gift list after lookup, so more than 2 answers gift_invalid rather than bad_request.
  gifts: z.array(id).max(20).default([]),
  certificates: z
    .array(
      z.object({
        type: z.enum(['electronic', 'physical']),
        denomination: z.number().positive(),
        recipientEmail: email.optional(),
        count,
      }),
    )
    .max(20)
    .default([]),
  promo: z.string().trim().max(100).optional(),
  customer: z.object({ name: requiredText(100), surname: requiredText(100), phone, email }),
  recipient: z
    .object({
      name: requiredText(100),
      surname: requiredText(100),
      phone,
      message: optionalLines(1000),
      from: optionalText(100),
    })
    .optional(),
  // Spec §9: an order of electronic certificates only goes by e-mail and comes without one. Whether
  // an order may go without is the catalogue's to say, not the browser's: place-order.ts refuses a
  // parcel without a delivery (shipment.ts).
  delivery: deliverySchema.optional(),
  payment: z.enum(PAYMENT_METHODS),
  comment: optionalLines(2000),
  subscribe: z.boolean().default(false),
  // Analytics never blocks an order: a malformed record is dropped, the order goes on.
  utm: z
    .unknown()
    .transform((value) => {
      const record = readCampaignVisit(value);
      return record === INVALID ? undefined : record;
    })
    .optional(),
});

export type OrderRequest = z.infer<typeof orderRequestSchema>;

/**
 * The body POST /api/orders takes: the order and the payment step's captcha token. The token is not
 * part of the order, nor of what the Idempotency-Key is checked against: tokens are single-use, so a
 * resent order carries a new one and is still the same order.
 */
export const orderPostSchema = orderRequestSchema.extend({
  // Checked by the guard after the client's limit; a missing token is captcha_failed, not bad_request.
  captcha: z.string().max(10_000).optional(),
});

const VALIDATION_CODES = ['required', 'phone', 'email'] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

type OrderValidationError = { code: ValidationCode | 'bad_request'; message: string; field?: string };

/** The first problem of a refused body, as one of our codes and the field it is about. */
export function firstValidationError(error: z.ZodError): OrderValidationError {
  const issue = error.issues[0];
  const field = issue.path.length ? issue.path.join('.') : undefined;
  const code = (VALIDATION_CODES as readonly string[]).includes(issue.message)
    ? (issue.message as ValidationCode)
    : 'bad_request';
  return { code, message: field ? `${field}: ${issue.message}` : issue.message, field };
}

/**
 * POST /api/checkout/quote: the cart, the promo, the e-mail it is checked against and the payment
 * method; the answer is the amounts the order would have. The e-mail may be empty or half-typed:
 * a promo then reports email_required rather than refusing the quote.
 */
export const quoteRequestSchema = orderRequestSchema
  .pick({
    locale: true,
    items: true,
    sets: true,
    gifts: true,
    certificates: true,
    promo: true,
    payment: true,
  })
  .extend({ email: z.string().trim().max(254).default('') });

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
