/*
 * When the shop can call a shopper back (spec §1, §9: "callback within 30 minutes"). The hours come
 * from the options page's `contacts.openingHours` (docs/woocommerce.md names the ACF fields) and are
 * Kyiv wall-clock times, whatever zone the server or the shopper's browser is in.
 */

export const SHOP_TIME_ZONE = 'Europe/Kyiv';

/** Spec §9: a manager calls back within this long while the shop is open. */
export const CALLBACK_WITHIN_MINUTES = 30;

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One row of the schedule: on these days from `opens` to `closes` ("HH:mm"). A `closes` at or before
 * `opens` runs past midnight ("00:00" closes at midnight).
 */
export type OpeningPeriod = { days: Weekday[]; opens: string; closes: string };

export type CallbackPromise =
  { kind: 'soon'; minutes: number } | { kind: 'later'; day: 'today' | 'tomorrow' | Weekday; time: string };

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:00" → 540; null for anything that is not a 24-hour time. */
export function minutesOf(time: string): number | null {
  const match = TIME.exec(time.trim().slice(0, 5));
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function isWeekday(value: string): value is Weekday {
  return (WEEKDAYS as readonly string[]).includes(value);
}

/** Monday-based day and minute of `now` on the shop's wall clock. */
function shopClock(now: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = WEEKDAYS.indexOf(part('weekday').toLowerCase().slice(0, 3) as Weekday);
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

type Interval = { start: number; end: number; opens: string };

/** Every opening of the week as minutes from Monday 00:00. */
function intervals(hours: OpeningPeriod[]): Interval[] {
  return hours.flatMap((period) => {
    const opens = minutesOf(period.opens);
    const closes = minutesOf(period.closes);
    if (opens === null || closes === null) return [];
    const length = (closes - opens + DAY) % DAY || DAY;
    return [...new Set(period.days)].map((day) => {
      const start = WEEKDAYS.indexOf(day) * DAY + opens;
      return { start, end: start + length, opens: period.opens.trim().slice(0, 5) };
    });
  });
}

/**
 * What the popup promises after a request at `now`: a call within 30 minutes while the shop is open
 * (or when it publishes no hours), otherwise the next opening — today, tomorrow or a weekday — and
 * its time.
 */
export function callbackPromise(
  hours: OpeningPeriod[],
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): CallbackPromise {
  const open = intervals(hours);
  const soon = { kind: 'soon', minutes: CALLBACK_WITHIN_MINUTES } as const;
  if (open.length === 0) return soon;
  const { day, minute } = shopClock(now, timeZone);
  const t = day * DAY + minute;
  // Sunday night's opening may run into Monday: look at each interval a week earlier and later too.
  const shifted = open.flatMap((i) =>
    [-WEEK, 0, WEEK].map((w) => ({ ...i, start: i.start + w, end: i.end + w })),
  );
  if (shifted.some((i) => i.start <= t && t < i.end)) return soon;
  const next = shifted.filter((i) => i.start > t).sort((a, b) => a.start - b.start)[0];
  const daysAhead = Math.floor(next.start / DAY) - day;
  const nextDay = WEEKDAYS[((Math.floor(next.start / DAY) % 7) + 7) % 7];
  return {
    kind: 'later',
    day: daysAhead === 0 ? 'today' : daysAhead === 1 ? 'tomorrow' : nextDay,
    time: next.opens,
  };
}
