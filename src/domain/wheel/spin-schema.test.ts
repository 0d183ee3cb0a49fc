import { prizeCode } from './prize-code';
import { spinRequestSchema, wheelFormSchema } from './spin-schema';

describe('the wheel form (spec §5)', () => {
  const errors = (values: unknown) => {
    const result = wheelFormSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('asks for the e-mail when it is empty or blank', () => {
    expect(errors({ email: '   ', consent: true })).toEqual({ email: 'form.errors.emailRequired' });
  });

  it('refuses a malformed e-mail with the e-mail message', () => {
    expect(errors({ email: 'olena@', consent: true })).toEqual({ email: 'form.errors.email' });
    expect(errors({ email: 'olena example.com', consent: true })).toEqual({ email: 'form.errors.email' });
  });

  it('requires the personal-data consent to be ticked', () => {
    expect(errors({ email: 'olena@example.com', consent: false })).toEqual({
      consent: 'form.errors.consent',
    });
  });

  it('accepts a trimmed address with consent', () => {
    expect(wheelFormSchema.parse({ email: ' olena@example.com ', consent: true })).toEqual({
      email: 'olena@example.com',
      consent: true,
    });
  });
});

describe('the spin request', () => {
  const valid = { locale: 'ua', wheelId: 7, email: ' Olena@Example.COM ', consent: true, captcha: 't' };

  it('reads "ua" as Ukrainian and compares e-mails lowercased', () => {
    expect(spinRequestSchema.parse(valid)).toEqual({ ...valid, locale: 'uk', email: 'olena@example.com' });
  });

  it.each([
    ['an address with HTML', { email: '<img src=x>@example.com' }],
    ['an over-long address', { email: `${'a'.repeat(250)}@example.com` }],
    ['a wheel id that is not a positive integer', { wheelId: -1 }],
    ['a fractional wheel id', { wheelId: 1.5 }],
    ['an unknown language', { locale: 'de' }],
    ['a huge captcha token', { captcha: 'x'.repeat(9000) }],
  ])('refuses %s', (_, change) => {
    expect(spinRequestSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('prize codes', () => {
  it('are the cleaned prefix and six characters of [0-9a-z]', () => {
    let i = 0;
    const code = prizeCode('Spin-Ua!', (n) => (i++ * 7) % n);
    expect(code).toMatch(/^spinua[0-9a-z]{6}$/);
  });

  it('fall back to "wheel" when the prefix has nothing usable', () => {
    expect(prizeCode('---', () => 35)).toBe('wheelzzzzzz');
  });
});
