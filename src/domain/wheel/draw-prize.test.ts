import { drawPrize } from './draw-prize';
import type { WheelPrize } from './wheel';

/** mulberry32: the same sequence for a seed, so the test's counts are the same every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const prize = (label: string, weight: number): WheelPrize => ({
  label,
  discountType: 'percent',
  amount: 5,
  weight,
});

describe('the weighted draw', () => {
  it('comes up with each segment about as often as its weight says', () => {
    const prizes = [
      prize('a', 30),
      prize('b', 20),
      prize('c', 15),
      prize('d', 20),
      prize('e', 5),
      prize('f', 10),
    ];
    const random = seeded(42);
    const counts = new Array(prizes.length).fill(0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) counts[drawPrize(prizes, random)!]++;
    prizes.forEach((p, i) => expect(counts[i] / draws).toBeCloseTo(p.weight / 100, 2));
  });

  it('never draws a segment of weight 0, or of a negative or broken weight', () => {
    const prizes = [prize('zero', 0), prize('one', 1), prize('negative', -5), prize('nan', Number.NaN)];
    const random = seeded(7);
    for (let i = 0; i < 1000; i++) expect(drawPrize(prizes, random)).toBe(1);
  });

  it('maps the ends of [0, 1) to the first and the last segment with a chance', () => {
    const prizes = [prize('a', 1), prize('b', 1), prize('none', 0)];
    expect(drawPrize(prizes, () => 0)).toBe(0);
    expect(drawPrize(prizes, () => 0.4999)).toBe(0);
    expect(drawPrize(prizes, () => 0.5)).toBe(1);
    expect(drawPrize(prizes, () => 0.9999999999)).toBe(1);
  });

  it('has nothing to draw when no segment has a chance', () => {
    expect(drawPrize([], () => 0.3)).toBeNull();
    expect(drawPrize([prize('a', 0)], () => 0.3)).toBeNull();
  });

  it('gives the same segments for the same seed', () => {
    const prizes = [prize('a', 3), prize('b', 2), prize('c', 1)];
    const run = (seed: number) => {
      const random = seeded(seed);
      return Array.from({ length: 20 }, () => drawPrize(prizes, random));
    };
    expect(run(2026)).toEqual(run(2026));
    expect(run(2026)).not.toEqual(run(2027));
  });
});
