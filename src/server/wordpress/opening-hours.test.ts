import { mapOpeningHours } from './opening-hours';

describe('the options page opening hours', () => {
  it('reads the ACF repeater: Checkbox days, Time Pickers in H:i or H:i:s', () => {
    expect(
      mapOpeningHours([
        { days: ['mon', 'TUE ', 'wed'], opens: '09:00:00', closes: '18:00' },
        { days: ['sat'], opens: '10:00', closes: '16:00:00' },
      ]),
    ).toEqual([
      { days: ['mon', 'tue', 'wed'], opens: '09:00', closes: '18:00' },
      { days: ['sat'], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('drops rows a manager left half-filled or wrong, and unknown days', () => {
    expect(
      mapOpeningHours([
        null,
        { days: null, opens: '09:00', closes: '18:00' },
        { days: ['someday'], opens: '09:00', closes: '18:00' },
        { days: ['sun', null, 'funday'], opens: '9am', closes: '18:00' },
        { days: ['sun', null, 'funday'], opens: '11:00', closes: null },
        { days: ['sun', null, 'funday'], opens: '11:00', closes: '15:00' },
      ]),
    ).toEqual([{ days: ['sun'], opens: '11:00', closes: '15:00' }]);
    expect(mapOpeningHours(null)).toEqual([]);
  });
});
