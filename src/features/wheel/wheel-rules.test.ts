import { autoOpenDelay, isCheckoutPath, readVisit, stopRotation } from './wheel-rules';

/** Where the middle of `segment` is, clockwise from the top, once the wheel is turned by `rotation`. */
const middleAt = (rotation: number, segment: number, count: number) =>
  (((((segment + 0.5) * 360) / count + rotation) % 360) + 360) % 360;

describe('where the wheel stops', () => {
  it.each([
    [0, 0, 6],
    [0, 3, 6],
    [1890, 5, 6],
    [-30, 2, 7],
    [725.5, 6, 7],
  ])(
    'from %s° it puts segment %s of %s under the pointer, turning forward at least 5 times',
    (current, segment, count) => {
      const next = stopRotation(current, segment, count);
      expect(middleAt(next, segment, count)).toBeCloseTo(0, 6);
      expect(next - current).toBeGreaterThanOrEqual(5 * 360);
      expect(next - current).toBeLessThan(6 * 360);
    },
  );
});

describe('when the site wheel opens on its own', () => {
  const base = { now: 100_000, delaySeconds: 15, onCheckout: false, consentAnswered: true };

  it('after the delay counted from the start of the visit, across pages', () => {
    expect(autoOpenDelay({ seen: false, startedAt: 100_000 }, base)).toBe(15_000);
    expect(autoOpenDelay({ seen: false, startedAt: 90_000 }, base)).toBe(5_000);
    expect(autoOpenDelay({ seen: false, startedAt: 10_000 }, base)).toBe(0);
  });

  it('never once seen, never on the checkout, never before the cookie notice is answered', () => {
    expect(autoOpenDelay({ seen: true, startedAt: 0 }, base)).toBeNull();
    expect(autoOpenDelay({ seen: false, startedAt: 0 }, { ...base, onCheckout: true })).toBeNull();
    expect(autoOpenDelay({ seen: false, startedAt: 0 }, { ...base, consentAnswered: false })).toBeNull();
  });

  it('knows the checkout and its result page in every language', () => {
    expect(['/checkout', '/en/checkout', '/ru/checkout/result'].every(isCheckoutPath)).toBe(true);
    expect(['/', '/catalog', '/checkouts', '/en/blog/checkout-tips'].some(isCheckoutPath)).toBe(false);
  });

  it('reads a stored visit and starts afresh from garbage or a time in the future', () => {
    expect(readVisit('{"seen":true,"startedAt":5}', 10)).toEqual({ seen: true, startedAt: 5 });
    expect(readVisit('nope', 10)).toEqual({ seen: false, startedAt: 10 });
    expect(readVisit(null, 10)).toEqual({ seen: false, startedAt: 10 });
    expect(readVisit('{"seen":false,"startedAt":99}', 10)).toEqual({ seen: false, startedAt: 10 });
  });
});
