import { callbackPromise, type OpeningPeriod } from './opening-hours';

/** The sandbox's schedule: every day 10:00–20:00. */
const DAILY: OpeningPeriod[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], opens: '10:00', closes: '20:00' },
];

/** Weekdays 09:00–18:00, Saturday 10:00–16:00, closed on Sunday. */
const OFFICE: OpeningPeriod[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' },
  { days: ['sat'], opens: '10:00', closes: '16:00' },
];

/** Kyiv is UTC+2 in winter (EET) and UTC+3 in summer (EEST). */
const kyiv = (iso: string) => new Date(iso);

describe('when the shop promises to call back', () => {
  it('within 30 minutes while the shop is open', () => {
    // Wednesday 14:00 in Kyiv.
    expect(callbackPromise(OFFICE, kyiv('2026-11-25T14:00:00+02:00'))).toEqual({ kind: 'soon', minutes: 30 });
    // The opening minute counts as open, the closing minute does not.
    expect(callbackPromise(OFFICE, kyiv('2026-11-25T09:00:00+02:00')).kind).toBe('soon');
    expect(callbackPromise(OFFICE, kyiv('2026-11-25T18:00:00+02:00')).kind).toBe('later');
  });

  it('in the early morning: today at the opening time', () => {
    expect(callbackPromise(OFFICE, kyiv('2026-11-25T06:30:00+02:00'))).toEqual({
      kind: 'later',
      day: 'today',
      time: '09:00',
    });
  });

  it('at night: tomorrow at the opening time', () => {
    expect(callbackPromise(DAILY, kyiv('2026-11-25T23:15:00+02:00'))).toEqual({
      kind: 'later',
      day: 'tomorrow',
      time: '10:00',
    });
  });

  it('after Saturday closing: Monday, as Sunday is closed', () => {
    expect(callbackPromise(OFFICE, kyiv('2026-11-28T17:00:00+02:00'))).toEqual({
      kind: 'later',
      day: 'mon',
      time: '09:00',
    });
  });

  it('on Sunday: tomorrow, Monday morning', () => {
    expect(callbackPromise(OFFICE, kyiv('2026-11-29T12:00:00+02:00'))).toEqual({
      kind: 'later',
      day: 'tomorrow',
      time: '09:00',
    });
  });

  it('on Friday evening: Saturday is tomorrow with its own hours', () => {
    expect(callbackPromise(OFFICE, kyiv('2026-11-27T19:00:00+02:00'))).toEqual({
      kind: 'later',
      day: 'tomorrow',
      time: '10:00',
    });
  });

  it('reads the clock in Kyiv, not in UTC or the server zone', () => {
    // 07:30 UTC is 09:30 in Kyiv in winter (open) and 10:30 in summer.
    expect(callbackPromise(OFFICE, kyiv('2026-11-25T07:30:00Z')).kind).toBe('soon');
    // 06:30 UTC in July is 09:30 EEST: open; in November 08:30 EET: not yet.
    expect(callbackPromise(OFFICE, kyiv('2026-07-15T06:30:00Z')).kind).toBe('soon');
    expect(callbackPromise(OFFICE, kyiv('2026-11-25T06:30:00Z'))).toMatchObject({
      day: 'today',
      time: '09:00',
    });
  });

  it('hours past midnight stay open into the next day, Sunday night into Monday', () => {
    const late: OpeningPeriod[] = [{ days: ['sun'], opens: '18:00', closes: '02:00' }];
    expect(callbackPromise(late, kyiv('2026-11-30T01:00:00+02:00')).kind).toBe('soon'); // Monday 01:00
    expect(callbackPromise(late, kyiv('2026-11-30T03:00:00+02:00'))).toEqual({
      kind: 'later',
      day: 'sun',
      time: '18:00',
    });
  });

  it('keeps the spec promise when the shop publishes no usable hours', () => {
    expect(callbackPromise([], kyiv('2026-11-25T03:00:00+02:00')).kind).toBe('soon');
    expect(
      callbackPromise([{ days: ['mon'], opens: 'noon', closes: '25:00' }], kyiv('2026-11-25T03:00:00+02:00'))
        .kind,
    ).toBe('soon');
  });
});
