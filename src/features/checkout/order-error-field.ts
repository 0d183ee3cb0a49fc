import type { CheckoutForm } from './checkout-form-schema';

type FieldPath =
  | 'name'
  | 'surname'
  | 'phone'
  | 'email'
  | `recipient.${keyof CheckoutForm['recipient']}`
  | `delivery.${keyof CheckoutForm['delivery']}`
  | 'comment';

const DIRECT = new Set(['comment']);

/** The form field a refusal of POST /api/orders names (`customer.phone` → `phone`), if the form has it. */
export function formFieldOfOrderError(field: string | undefined, form: CheckoutForm): FieldPath | null {
  if (!field) return null;
  const [head, tail] = field.split('.');
  if (head === 'customer' && tail && tail in { name: 1, surname: 1, phone: 1, email: 1 })
    return tail as FieldPath;
  if (head === 'recipient' && tail && tail in form.recipient) return field as FieldPath;
  if (head === 'delivery' && tail && tail in form.delivery) return field as FieldPath;
  return DIRECT.has(field) ? (field as FieldPath) : null;
}
