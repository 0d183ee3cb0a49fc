import 'server-only';
import type { Platform } from '@/server/platform-unavailable';

/*
 * After a read got no answer, the platform counts as down for a few seconds: every call in that
 * time fails at once (the caller shows "temporarily unavailable", the API 503) instead of waiting
 * out its deadline again. Then one call is let through as a trial (half-open): an answer of any kind
 * ends the outage, no answer starts another pause. Calls that arrive while the trial runs still fail
 * at once, so a hanging platform costs one deadline per pause, not one per page.
 *
 * Only reads trip it: a write may be slow because of WooCommerce's own work (an order's stock and
 * e-mails) and is never retried blindly, so its time-out says less about the shop being down, and
 * the order route's retry under the same key must be able to go through at once.
 *
 * On globalThis: the proxy (which asks whether a page's record exists) and the pages are separate
 * bundles in one server process, and the render after the proxy's time-out must not wait again.
 */

export type Admission = 'up' | 'trial' | 'down';
/** `answered`: the platform answered (any status); `no-answer`: it did not; `unknown`: says nothing. */
export type Outcome = 'answered' | 'no-answer' | 'unknown';

export type CircuitBreaker = {
  admit(now?: number): Admission;
  report(admission: Admission, outcome: Outcome, now?: number): void;
};

type State = { downUntil: number | null; trialRunning: boolean };

export function createCircuitBreaker(
  platform: Platform,
  pauseMs: () => number,
  state: State = { downUntil: null, trialRunning: false },
): CircuitBreaker {
  return {
    admit(now = Date.now()) {
      if (state.downUntil === null) return 'up';
      if (now < state.downUntil || state.trialRunning) return 'down';
      state.trialRunning = true;
      return 'trial';
    },
    report(admission, outcome, now = Date.now()) {
      if (admission === 'down') return;
      if (admission === 'trial') state.trialRunning = false;
      if (outcome === 'answered') {
        if (state.downUntil !== null) console.warn(`${platform} answers again`);
        state.downUntil = null;
      } else if (outcome === 'no-answer' && pauseMs() > 0) {
        if (state.downUntil === null) {
          console.warn(`${platform} did not answer: counted down, a trial call every ${pauseMs()} ms`);
        }
        state.downUntil = now + pauseMs();
      }
    },
  };
}

const STATES = Symbol.for('storefront.platformBreakers');

/** The process's breaker for `platform`, shared by every bundle that calls it. */
export function platformBreaker(platform: Platform, pauseMs: () => number): CircuitBreaker {
  const store = globalThis as typeof globalThis & { [STATES]?: Partial<Record<Platform, State>> };
  const states = (store[STATES] ??= {});
  states[platform] ??= { downUntil: null, trialRunning: false };
  return createCircuitBreaker(platform, pauseMs, states[platform]);
}
