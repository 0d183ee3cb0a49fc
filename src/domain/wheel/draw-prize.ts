import type { WheelPrize } from './wheel';

/**
 * The index of the drawn segment: each prize's chance is its weight over the sum of the weights
 * (negative or non-finite weights count as 0). `random` returns a number in [0, 1), as Math.random
 * does; the server passes a cryptographic one, tests a seeded one. Null when no prize can come up.
 */
export function drawPrize(prizes: readonly WheelPrize[], random: () => number): number | null {
  const weights = prizes.map((prize) =>
    Number.isFinite(prize.weight) && prize.weight > 0 ? prize.weight : 0,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (let i = 0; i < weights.length; i++) {
    if (weights[i] === 0) continue;
    if (point < weights[i]) return i;
    point -= weights[i];
  }
  // Rounding can leave `point` a hair above the last weight: that is the last segment with a chance.
  return weights.findLastIndex((weight) => weight > 0);
}
