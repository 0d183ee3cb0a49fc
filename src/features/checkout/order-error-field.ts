import type { CartItem } from '@/domain/cart/cart-item';
import { lineKey } from '@/domain/cart/cart-rules';
import type { UnavailableLine } from '@/domain/checkout/unavailable-lines';
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

function cartLineAt(field: string | undefined, cart: CartItem[]): CartItem | undefined {
  const match = field?.match(/^(items|sets|certificates)\.(\d+)$/);
  return match ? cart.filter(LISTS[match[1]])[Number(match[2])] : undefined;
}

/**
 * The cart line a refusal names (`items.2`: the third product line; `sets.0`: the first set), by
 * its line key, so the message shows beside the line it is about; null for any other field.
 */
export function cartLineOfOrderError(field: string | undefined, cart: CartItem[]): string | null {
  const line = cartLineAt(field, cart);
  return line ? lineKey(line) : null;
}

/** A refusal shown under one cart line; `removable` when the line can only be taken out. */
export type LineProblem = { key: string; message: string; removable: boolean };

/** The error of POST /api/orders or /api/checkout/quote (src/server/checkout/refusal-error.ts). */
type RefusalError = { message: string; field?: string; lines?: UnavailableLine[] };

/**
 * Where a refusal shows in the summary. Each line the shop no longer sells (`lines`) gets
 * "«name»: no longer available" under its cart line and can be removed; it is named as the shop
 * names it, or by the cart's own title when the shop no longer knows the product. Any other refusal
 * about one line (`field`: over the stock, over a cap) shows its message under that line.
 * `unplaced`: some of the refusal is about no cart line (a gift, the whole order), so the page
 * shows its message on its own too.
 */
export function lineProblemsOf(
  error: RefusalError,
  cart: CartItem[],
  unavailableText: (name: string) => string,
): { problems: LineProblem[]; unplaced: boolean } {
  if (!error.lines?.length) {
    const key = cartLineOfOrderError(error.field, cart);
    return key
      ? { problems: [{ key, message: error.message, removable: false }], unplaced: false }
      : { problems: [], unplaced: true };
  }
  const names = new Map<string, string[]>();
  let unplaced = false;
  for (const unavailable of error.lines) {
    const line = cartLineAt(unavailable.field, cart);
    if (!line) {
      unplaced = true;
      continue;
    }
    const name = unavailable.name ?? (line.volume ? `${line.title}, ${line.volume}` : line.title);
    const key = lineKey(line);
    const named = names.get(key) ?? [];
    if (!named.includes(name)) names.set(key, [...named, name]);
  }
  const problems = [...names].map(([key, named]) => ({
    key,
    message: named.map(unavailableText).join(' '),
    removable: true,
  }));
  return { problems, unplaced };
}
