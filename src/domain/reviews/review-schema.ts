import { z } from 'zod';
import { LANGUAGES, REVIEW_TEXT_MAX } from '@/config/shop';

/*
 * A review's fields, the same rules in the popup and on the server. Messages are keys of the
 * `reviews` namespace. Spec §5 requires the rating and the product; WooCommerce requires the
 * reviewer's name, e-mail and text too (`products/reviews` refuses a review without them).
 */
export const reviewFieldsSchema = z.object({
  rating: z.coerce
    .number('form.errors.rating')
    .int('form.errors.rating')
    .min(1, 'form.errors.rating')
    .max(5, 'form.errors.rating'),
  productId: z.coerce
    .number('form.errors.product')
    .int('form.errors.product')
    .positive('form.errors.product'),
  name: z.string().trim().min(1, 'form.errors.required').max(100, 'form.errors.nameTooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'form.errors.required')
    .max(200, 'form.errors.email')
    .pipe(z.email('form.errors.email')),
  text: z.string().trim().min(1, 'form.errors.required').max(REVIEW_TEXT_MAX, 'form.errors.textTooLong'),
});

export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
export type ReviewField = keyof ReviewFields;

/** The multipart names of POST /api/reviews, mapped to the fields above. */
export const REVIEW_FORM_NAMES = {
  rating: 'rating',
  productId: 'product_id',
  name: 'name',
  email: 'email',
  text: 'text',
} as const satisfies Record<ReviewField, string>;

export const reviewLocaleSchema = z.enum(LANGUAGES);
