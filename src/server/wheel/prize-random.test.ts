import { secureIndex, secureRandom } from './prize-random';

describe('the draw’s randomness', () => {
  it('gives numbers in [0, 1) spread over the whole range', () => {
    const values = Array.from({ length: 2000 }, secureRandom);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(values.filter((v) => v < 0.5).length).toBeGreaterThan(800);
    expect(values.filter((v) => v >= 0.5).length).toBeGreaterThan(800);
  });

  it('gives indexes in [0, n) that reach both ends', () => {
    const values = Array.from({ length: 2000 }, () => secureIndex(36));
    expect(Math.min(...values)).toBe(0);
    expect(Math.max(...values)).toBe(35);
  });
});
