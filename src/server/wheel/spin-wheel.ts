/*
 * Use case: spin a prize wheel (spec §4, §5, §8). The route takes the limits and the captcha; here
 * the shopper's consent, then the prize, drawn on the server by the segments' weights. A prize is a
 * WooCommerce coupon bound to the e-mail (usage limit 1, an expiry from the wheel's settings, free
 * shipping for free delivery), shown in the answer and e-mailed in the page's language. The
 * after-purchase wheel spins only for an e-mail with an accepted order. One prize
 * per e-mail per wheel: the coupons already in WooCommerce answer "already received", and a claim
 * (spin-claims.ts) decides between spins that arrive together. "No prize" makes no coupon, so the
 * address may spin again, within the per-address limit.
 */
import 'server-only';
import type { Language } from '@/config/shop';
import { drawPrize } from '@/domain/wheel/draw-prize';
import { mailboxOf } from '@/domain/wheel/mailbox';
import { prizeCode } from '@/domain/wheel/prize-code';
import type { Outcome, Refusal } from '@/domain/outcome/outcome';
import type { SpinAnswer, SpinRequest } from '@/domain/wheel/spin-schema';
import { SITE_WHEEL_CONDITION, type Wheel, type WheelPrize } from '@/domain/wheel/wheel';
import { serverT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { mailFrom, mailTransport } from '@/server/mail/transport';
import {
  CouponCodeTakenError,
  createPrizeCoupon,
  findPrizeCoupons,
} from '@/server/woocommerce/prize-coupons';
import { hasAcceptedOrder } from '@/server/woocommerce/orders';
import { listWheels } from '@/server/wordpress/wheels';
import { prizeMail } from './prize-mail';
import { secureIndex, secureRandom } from './prize-random';
import { spinClaims } from './spin-claims';
import { redactEmail } from '@/server/logging/redact';

export type SpinFailure = Refusal<
  'consent_required' | 'wheel_not_found' | 'order_required' | 'already_received' | 'spin_failed'
>;
export type SpinResult = Outcome<SpinAnswer, SpinFailure['code']>;

/** Codes tried before giving up: 36^6 codes per prefix make a second collision all but impossible. */
const CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The coupon's last day (YYYY-MM-DD, UTC): `days` whole days after the spin's day. */
export function prizeExpiry(now: Date, days: number): string {
  return new Date(now.getTime() + Math.round(days) * DAY_MS).toISOString().slice(0, 10);
}

async function createCoupon(
  wheel: Wheel,
  prize: WheelPrize,
  email: string,
  expires: string,
): Promise<string> {
  const mailbox = mailboxOf(email);
  const kind =
    prize.discountType === 'percent'
      ? { discount_type: 'percent' as const, amount: prize.amount.toFixed(2), free_shipping: false }
      : prize.discountType === 'fixed_cart'
        ? { discount_type: 'fixed_cart' as const, amount: prize.amount.toFixed(2), free_shipping: false }
        : { discount_type: 'fixed_cart' as const, amount: '0.00', free_shipping: true };
  for (let attempt = 1; ; attempt++) {
    try {
      return await createPrizeCoupon({
        ...kind,
        code: prizeCode(wheel.couponPrefix, secureIndex),
        // WooCommerce ends a coupon at the start of its expiry day, so the day after the last one.
        date_expires: `${prizeExpiry(new Date(`${expires}T00:00:00Z`), 1)}T00:00:00`,
        individual_use: false,
        usage_limit: 1,
        usage_limit_per_user: 1,
        email,
        mailbox,
        wheelSlug: wheel.slug,
      });
    } catch (error) {
      if (!(error instanceof CouponCodeTakenError) || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

async function mailPrize(lng: Language, email: string, prize: string, code: string, expires: string) {
  try {
    const mail = prizeMail({ lng, prize, code, expires, email, siteUrl: serverEnv().siteUrl });
    await mailTransport().sendMail({ from: mailFrom(), to: email, ...mail });
  } catch (error) {
    // The code is on the shopper's screen with a copy button; a mail that failed is not a lost prize.
    console.error(`wheel prize mail to ${redactEmail(email)} failed`, error);
  }
}

/** Spins the wheel for the e-mail, once the route has let the request through. */
export async function spinWheel(input: SpinRequest): Promise<SpinResult> {
  const { locale, email, wheelId } = input;
  // One prize per mailbox, not per spelling: `o+1@x.co` and `O@x.co` reach the same box.
  const mailbox = mailboxOf(email);
  const t = serverT(locale, 'wheel');
  const fail = (code: SpinFailure['code'], message: string): SpinFailure => ({ ok: false, code, message });

  if (input.consent !== true) return fail('consent_required', t('errors.consentRequired'));

  let claim: { key: string; token: string } | null = null;
  try {
    const wheel = (await listWheels(locale)).find((w) => w.id === wheelId);
    if (!wheel) return fail('wheel_not_found', t('errors.notFound'));
    // The after-purchase wheel is for shoppers with an order, not a second site wheel for anyone.
    if (wheel.openCondition !== SITE_WHEEL_CONDITION && !(await hasAcceptedOrder(email))) {
      return fail('order_required', t('errors.orderRequired'));
    }
    // The slug, not the id: the wheel's translations are one wheel, and one prize across them.
    if ((await findPrizeCoupons(mailbox, wheel.slug)).length > 0) {
      return fail('already_received', t('errors.alreadyReceived'));
    }
    const key = `${wheel.slug}:${mailbox}`;
    const token = await spinClaims().claim(key);
    if (!token) return fail('already_received', t('errors.alreadyReceived'));
    claim = { key, token };

    const segment = drawPrize(wheel.prizes, secureRandom);
    if (segment === null) {
      console.error(`wheel ${wheel.slug} (${locale}) has no segment with a chance`);
      return fail('wheel_not_found', t('errors.notFound'));
    }
    const prize = wheel.prizes[segment];
    const answer = { prize: { type: prize.discountType, label: prize.label }, segment };
    if (prize.discountType === 'none') return { ok: true, ...answer };

    const expires = prizeExpiry(new Date(), wheel.expiryDays);
    const code = await createCoupon(wheel, prize, email, expires);
    await spinClaims().settle(key, token, true);
    claim = null;
    await mailPrize(locale, email, prize.label, code, expires);
    return { ok: true, ...answer, code, expires };
  } catch (error) {
    console.error(`POST /api/wheel/spin (wheel ${wheelId}, ${locale}) failed`, error);
    return { ...fail('spin_failed', t('errors.failed')), cause: error };
  } finally {
    if (claim)
      await spinClaims()
        .settle(claim.key, claim.token, false)
        .catch(() => undefined);
  }
}
