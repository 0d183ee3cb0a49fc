import type { CartItem } from '@/domain/cart/cart-item';
import { lineKey } from '@/domain/cart/cart-rules';
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

/**
 * The form field a refusal of POST /api/orders names (`customer.phone` → `phone`), if the form has it:
 * an order by e-mail shows no delivery fields (`showsDelivery` false), so a refusal about one is
 * shown as the order's failure instead of under a field nobody sees.
 */
export function formFieldOfOrderError(
  field: string | undefined,
  form: CheckoutForm,
  showsDelivery = true,
): FieldPath | null {
  if (!field) return null;
  const [head, tail] = field.split('.');
  if (head === 'customer' && tail && tail in { name: 1, surname: 1, phone: 1, email: 1 })
    return tail as FieldPath;
  if (head === 'recipient' && tail && tail in form.recipient) return field as FieldPath;
  if (head === 'delivery' && tail && tail in form.delivery)
    return showsDelivery ? (field as FieldPath) : null;
  return DIRECT.has(field) ? (field as FieldPath) : null;
}

/** Which cart lines each list of the order body holds, in the order cartToOrderLines sends them. */
const LISTS: Record<string, (line: CartItem) => boolean> = {
  items: (line) => line.kind === 'product',
  sets: (line) => line.kind === 'set' && Boolean(line.set),
  certificates: (line) => line.kind === 'certificate' && Boolean(line.certificate),
};

/**
 * The cart line a refusal names (`items.2`: the third product line; `sets.0`: the first set), by
 * its line key, so the message shows beside the line it is about; null for any other field.
 */
export function cartLineOfOrderError(field: string | undefined, cart: CartItem[]): string | null {
  const match = field?.match(/^(items|sets|certificates)\.(\d+)$/);
  if (!match) return null;
  const line = cart.filter(LISTS[match[1]])[Number(match[2])];
  return line ? lineKey(line) : null;
}
