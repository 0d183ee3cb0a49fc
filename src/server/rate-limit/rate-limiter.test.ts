import { memoryCounterStore, type CounterStore } from './counter-store';
import { LIMITS } from './limits';
import { peekAttempt, takeAttempt, withLocalFallback } from './rate-limiter';

describe('taking an attempt', () => {
  it('refuses the attempt past a rule’s limit, with the seconds until its window ends', async () => {
    const store = memoryCounterStore();
    const check = [{ rule: 'promoPerClient' as const, key: '192.0.2.1' }];
    for (let i = 0; i < LIMITS.promoPerClient.limit; i += 1) {
      expect(await takeAttempt(check, store)).toEqual({ allowed: true });
    }
    const refused = await takeAttempt(check, store);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect(await takeAttempt([{ rule: 'promoPerClient', key: '192.0.2.2' }], store)).toEqual({
      allowed: true,
    });
  });

  it('refuses when any one of several rules is full: a new client cannot mail an address past its limit', async () => {
    const store = memoryCounterStore();
    for (let i = 0; i < LIMITS.orderPerEmail.limit; i += 1) {
      await takeAttempt(
        [
          { rule: 'orderPerClient', key: `198.51.100.${i}` },
          { rule: 'orderPerEmail', key: 'victim@example.com' },
        ],
        store,
      );
    }
    const verdict = await takeAttempt(
      [
        { rule: 'orderPerClient', key: '203.0.113.99' },
        { rule: 'orderPerEmail', key: 'victim@example.com' },
      ],
      store,
    );
    expect(verdict.allowed).toBe(false);
  });

  it('counts in this process when the shared counters cannot be reached, warning once, so a Redis outage neither closes the shop nor lifts the limits', async () => {
    const broken: CounterStore = {
      hit: async () => {
        throw new Error('ECONNREFUSED');
      },
      peek: async () => {
        throw new Error('ECONNREFUSED');
      },
    };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const counters = withLocalFallback(broken);
    const check = [{ rule: 'promoPerClient' as const, key: '192.0.2.9' }];
    for (let i = 0; i < LIMITS.promoPerClient.limit; i += 1) {
      expect(await takeAttempt(check, counters)).toEqual({ allowed: true });
    }
    expect(await takeAttempt(check, counters)).toMatchObject({ allowed: false });
    expect(await peekAttempt(check, counters)).toMatchObject({ allowed: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
