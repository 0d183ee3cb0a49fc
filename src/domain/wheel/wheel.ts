/** A prize wheel (custom post type with the ACF group wheelFields). */

/** What a segment gives: a coupon of one of WooCommerce's kinds, free delivery, or nothing. */
export const PRIZE_TYPES = ['percent', 'fixed_cart', 'free_shipping', 'none'] as const;
export type PrizeType = (typeof PRIZE_TYPES)[number];

export type WheelPrize = {
  label: string;
  discountType: PrizeType;
  /** Percent for `percent`, UAH for `fixed_cart`; unused otherwise. */
  amount: number;
  /** Relative chance: a segment of weight 20 comes up twice as often as one of 10; 0 never. */
  weight: number;
};

export type Wheel = {
  id: number;
  slug: string;
  title: string;
  /** `site_open` is the site wheel; anything else is offered after a purchase (spec §4). */
  openCondition: string;
  delaySeconds: number;
  /** How long a prize's coupon stays valid, in days from the spin. */
  expiryDays: number;
  /** The start of each prize code of this wheel (lowercase letters and digits). */
  couponPrefix: string;
  prizes: WheelPrize[];
};

export const SITE_WHEEL_CONDITION = 'site_open';

export function isPrizeType(value: string): value is PrizeType {
  return (PRIZE_TYPES as readonly string[]).includes(value);
}

/** The site wheel (spec §4): the one whose open condition is `site_open`. */
export function siteWheelOf(wheels: readonly Wheel[]): Wheel | undefined {
  return wheels.find((wheel) => wheel.openCondition === SITE_WHEEL_CONDITION && wheel.prizes.length > 0);
}

/** The after-purchase wheel: any other wheel (spec §4), offered once an order is accepted. */
export function afterPurchaseWheelOf(wheels: readonly Wheel[]): Wheel | undefined {
  return wheels.find((wheel) => wheel.openCondition !== SITE_WHEEL_CONDITION && wheel.prizes.length > 0);
}
