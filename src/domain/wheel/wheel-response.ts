import type { Wheel } from './wheel';

/** The body of POST /api/wheel/status: wheels with `logic.open_condition` (spec §3, §7). */
export function toWheelStatusResponse(wheels: Wheel[]) {
  return wheels.map((wheel) => ({
    id: wheel.id,
    slug: wheel.slug,
    title: wheel.title,
    logic: { open_condition: wheel.openCondition, delay_seconds: wheel.delaySeconds },
    prizes: wheel.prizes.map((prize) => ({
      label: prize.label,
      discount_type: prize.discountType,
      amount: prize.amount,
      weight: prize.weight,
    })),
  }));
}
