/** Pure rules of the wheel's look and of when the site wheel opens (see README.md here). */

/** Full turns before the wheel settles, so a spin reads as a spin. */
const TURNS = 5;

/**
 * The wheel's next rotation in degrees (clockwise, as CSS `rotate`) so that the middle of
 * `segment` stops under the pointer at the top. Segment i spans [i, i + 1) × 360 / count clockwise
 * from the top at rotation 0. Always forward from `current`, by at least TURNS full turns.
 */
export function stopRotation(current: number, segment: number, count: number): number {
  const middle = ((segment + 0.5) * 360) / count;
  const target = (360 - middle) % 360;
  const now = ((current % 360) + 360) % 360;
  return current + TURNS * 360 + ((target - now + 360) % 360);
}

/** The site wheel is never offered over the checkout (nor its result page). */
export function isCheckoutPath(pathname: string): boolean {
  return /^(\/(en|ru))?\/checkout(\/|$)/.test(pathname);
}

export type VisitState = {
  /** The site wheel was shown to this visitor once already (opened on its own or by the button). */
  seen: boolean;
  /** When this visitor's time on the site began, ms since the epoch. */
  startedAt: number;
};

/**
 * How many ms from `now` until the site wheel opens on its own, or null when it will not: it opens
 * once per visitor, after `delaySeconds` on the site (counted across pages), never on the checkout,
 * and not before the cookie notice is answered (one popup at a time).
 */
export function autoOpenDelay(
  visit: VisitState,
  {
    now,
    delaySeconds,
    onCheckout,
    consentAnswered,
  }: {
    now: number;
    delaySeconds: number;
    onCheckout: boolean;
    consentAnswered: boolean;
  },
): number | null {
  if (visit.seen || onCheckout || !consentAnswered) return null;
  return Math.max(0, visit.startedAt + delaySeconds * 1000 - now);
}

/** The stored visit, or a fresh one starting `now` when nothing (or garbage) is stored. */
export function readVisit(stored: string | null, now: number): VisitState {
  try {
    const value = JSON.parse(stored ?? '') as Partial<VisitState>;
    if (typeof value.seen === 'boolean' && typeof value.startedAt === 'number' && value.startedAt <= now) {
      return { seen: value.seen, startedAt: value.startedAt };
    }
  } catch {
    // Not JSON: start afresh.
  }
  return { seen: false, startedAt: now };
}

export const VISIT_STORAGE_KEY = 'wheel:v1';
