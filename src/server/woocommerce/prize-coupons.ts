import 'server-only';
import { z } from 'zod';
import { WooCommerceError, wooGetFresh, wooWrite } from './client';
import { mailboxOf } from '@/domain/wheel/mailbox';
import type { WooCouponCreate } from './schemas';

/*
 * A wheel's prize is a stock WooCommerce coupon (DESIGN.md): the e-mail in `email_restrictions`, its
 * mailbox (domain/wheel/mailbox.ts: the one-prize rule's key) in the description and meta, the
 * wheel in meta. "Already received" is read back from the coupons: the
 * description makes them findable by the coupon list's `search` (WP_Query searches the title and
 * excerpt, which hold a coupon's code and description), the meta and restriction confirm the match.
 */

export const PRIZE_WHEEL_META = { wheel: '_prize_wheel', email: '_prize_wheel_email' } as const;

const metaSchema = z.array(z.object({ key: z.string(), value: z.unknown() })).catch([]);
const prizeCouponSchema = z.object({
  id: z.number(),
  code: z.string(),
  email_restrictions: z.array(z.string()).catch([]),
  meta_data: metaSchema.default([]),
});

export type PrizeCouponInput = Omit<WooCouponCreate, 'description' | 'meta_data' | 'email_restrictions'> & {
  email: string;
  mailbox: string;
  wheelSlug: string;
};

function metaValue(meta: { key: string; value: unknown }[], key: string): string {
  const found = meta.find((m) => m.key === key)?.value;
  return typeof found === 'string' ? found : '';
}

/**
 * The codes of the prize coupons this wheel already gave this mailbox, under any of its addresses
 * (a coupon from before mailboxes were recorded counts by its restriction's mailbox).
 */
export async function findPrizeCoupons(mailbox: string, wheelSlug: string): Promise<string[]> {
  const coupons = await wooGetFresh('coupons', z.array(prizeCouponSchema), {
    search: mailbox,
    per_page: 100,
  });
  return coupons
    .filter(
      (coupon) =>
        metaValue(coupon.meta_data, PRIZE_WHEEL_META.wheel) === wheelSlug &&
        [metaValue(coupon.meta_data, PRIZE_WHEEL_META.email), ...coupon.email_restrictions].some(
          (address) => address && mailboxOf(address) === mailbox,
        ),
    )
    .map((coupon) => coupon.code);
}

/** Thrown when WooCommerce already has a coupon with the code: draw another code and try again. */
export class CouponCodeTakenError extends Error {}

/** Creates the coupon; CouponCodeTakenError on `woocommerce_rest_coupon_code_already_exists`. */
export async function createPrizeCoupon({
  email,
  mailbox,
  wheelSlug,
  ...coupon
}: PrizeCouponInput): Promise<string> {
  try {
    const created = await wooWrite(
      'POST',
      'coupons',
      {
        ...coupon,
        // For the manager's coupon list, in the managers' language; the mailbox also lets
        // findPrizeCoupons' search (title, description) find it.
        description: `Колесо призів ${wheelSlug}: ${mailbox}`,
        email_restrictions: [email],
        meta_data: [
          { key: PRIZE_WHEEL_META.wheel, value: wheelSlug },
          { key: PRIZE_WHEEL_META.email, value: mailbox },
        ],
      },
      prizeCouponSchema,
    );
    return created.code;
  } catch (error) {
    if (error instanceof WooCommerceError && error.code === 'woocommerce_rest_coupon_code_already_exists') {
      throw new CouponCodeTakenError(coupon.code);
    }
    throw error;
  }
}
