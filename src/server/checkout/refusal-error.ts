import 'server-only';
import type { Language } from '@/config/shop';
import type { CartRefusal, CartRefusalResult } from '@/domain/checkout/order-lines';
import type { ApiError } from '@/domain/outcome/outcome';
import { serverT } from '@/i18n/server';

/**
 * The error of a refused cart as POST /api/orders and POST /api/checkout/quote answer it:
 * `{code, message, field?}` like every refusal, and for product_unavailable `lines`, every line the
 * shop no longer sells (unavailable-lines.ts: the request's field, an items line's ids, the name).
 */
export type CartRefusalError = ApiError<CartRefusal>;

/**
 * The message names what is unavailable when the catalogue knows every line's name ("«X»: no longer
 * available"); with one it does not (an unknown id) it stays the general one.
 */
export function cartRefusalError(
  lng: Language,
  refusal: Pick<CartRefusalResult, 'code' | 'field' | 'params' | 'lines'>,
): CartRefusalError {
  const t = serverT(lng, 'checkout');
  const lines = refusal.lines ?? [];
  const names = lines.every((line) => line.name) ? [...new Set(lines.map((line) => line.name))] : [];
  const message =
    names.length > 0
      ? names.map((name) => t('unavailable.line', { name })).join(' ')
      : t(`errors.${refusal.code}`, refusal.params ?? {});
  return {
    code: refusal.code,
    message,
    ...(refusal.field ? { field: refusal.field } : {}),
    ...(lines.length > 0 ? { lines } : {}),
  };
}
