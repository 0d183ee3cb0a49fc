import { z } from 'zod';

/**
 * A promo the server accepted for this cart and e-mail (spec §3 promoStatus). `unconfirmed`: read
 * back after a reload, so the cart or the coupon may have changed since; it shows no discount until a
 * quote for the current cart accepts it again (src/features/checkout/promo-atoms.ts).
 */
export type AppliedPromo = { code: string; discount: number; freeShipping: boolean; unconfirmed?: true };

/** Bump the version when AppliedPromo changes shape. */
export const APPLIED_PROMO_KEY = 'checkout-promo:v1';

const storedPromoSchema = z.object({
  // The promo route takes codes of up to 100 characters (src/domain/promo/promo-schema.ts).
  code: z.string().trim().min(1).max(100),
  discount: z.number().nonnegative(),
  freeShipping: z.boolean(),
});

/** A promo read back from sessionStorage: anything unreadable is no promo, never a crash. */
export function parseStoredPromo(raw: unknown): AppliedPromo | null {
  const parsed = storedPromoSchema.safeParse(raw);
  return parsed.success ? { ...parsed.data, unconfirmed: true } : null;
}
