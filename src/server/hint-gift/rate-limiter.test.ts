import { createRateLimiter } from './rate-limiter';

describe('hint-a-gift rate limiter', () => {
  it('allows three hints to one address in an hour and refuses the fourth', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 3_600_000 });
    expect([1, 2, 3, 4].map((i) => limiter.take('friend@example.com', i))).toEqual([true, true, true, false]);
  });

  it('counts each address on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.take('a@example.com', 0)).toBe(true);
    expect(limiter.take('b@example.com', 0)).toBe(true);
    expect(limiter.take('a@example.com', 1)).toBe(false);
  });

  it('allows the address again once the window has passed', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.take('a@example.com', 0)).toBe(true);
    expect(limiter.take('a@example.com', 999)).toBe(false);
    expect(limiter.take('a@example.com', 1000)).toBe(true);
  });
});
