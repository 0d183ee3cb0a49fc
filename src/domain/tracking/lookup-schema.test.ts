import { trackingFormSchema, trackingLookupSchema } from './lookup-schema';

describe('the tracking lookup', () => {
  it('takes an order number as a shopper types it', () => {
    for (const number of ['123', ' #123', '№ 123', '0123']) {
      const parsed = trackingLookupSchema.parse({ locale: 'ua', number, phone: '+380671234567' });
      expect(parsed).toEqual({ locale: 'uk', number: '123', phone: '+380671234567' });
    }
  });

  it('refuses anything else with a message, never throwing', () => {
    const bad = [
      { locale: 'uk', number: '12a', phone: '+380671234567' },
      { locale: 'uk', number: '<script>', phone: '+380671234567' },
      { locale: 'uk', number: '1'.repeat(11), phone: '+380671234567' },
      { locale: 'uk', number: '123', phone: '<b>067</b>' },
      { locale: 'uk', number: '123', phone: '1'.repeat(26) },
      { locale: 'de', number: '123', phone: '+380671234567' },
      { number: '123', phone: '+380671234567' },
    ];
    for (const body of bad) expect(trackingLookupSchema.safeParse(body).success).toBe(false);
  });

  it('gives the form message keys: required, number, phone', () => {
    const issues = (values: { number: string; phone: string }) =>
      trackingFormSchema.safeParse(values).error?.issues.map((i) => [i.path[0], i.message]);
    expect(issues({ number: '', phone: '' })).toEqual([
      ['number', 'errors.required'],
      ['phone', 'errors.required'],
    ]);
    expect(issues({ number: 'abc', phone: 'x' })).toEqual([
      ['number', 'errors.number'],
      ['phone', 'errors.phone'],
    ]);
  });
});
