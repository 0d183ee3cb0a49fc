/** A prize wheel (custom post type with the ACF group wheelFields). */

type WheelPrize = {
  label: string;
  /** percent | fixed_cart | free_shipping | none */
  discountType: string;
  amount: number;
  weight: number;
};

export type Wheel = {
  id: number;
  slug: string;
  title: string;
  /** `site_open` is the site wheel; anything else is offered after a purchase (spec §4). */
  openCondition: string;
  delaySeconds: number;
  prizes: WheelPrize[];
};
