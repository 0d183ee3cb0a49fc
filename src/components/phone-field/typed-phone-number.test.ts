import { typedPhoneNumber } from './typed-phone-number';

/** What the field holds after each key, as a shopper types `keys` into an empty Ukrainian field. */
function typeInto(keys: string, iso2 = 'ua'): string {
  let value = '';
  for (const key of keys) value = typedPhoneNumber(value + key, iso2);
  return value;
}

describe('a phone number as shoppers write it', () => {
  it.each([
    '0671234567',
    '067 123 45 67',
    '(067) 123-45-67',
    '380671234567',
    '+380671234567',
    '+380 67 123 45 67',
    '+380 (0) 67 123 45 67',
    '00380671234567',
    '80671234567',
    '8 067 123 45 67',
  ])('a Ukrainian number pasted as "%s" reads as +380 67 123 45 67', (pasted) => {
    const read = typedPhoneNumber(pasted, 'ua');
    const digits = read.replace(/\D/g, '');
    expect(read.startsWith('+') ? digits : `380${digits}`).toBe('380671234567');
  });

  it('drops the leading 0 as it is typed, so 0671234567 typed key by key is 67 123 45 67', () => {
    expect(typedPhoneNumber('0', 'ua')).toBe('');
    expect(typeInto('0671234567')).toBe('671234567');
  });

  it('reads 380… typed key by key as the international form once it is longer than a national number', () => {
    expect(typeInto('380671234')).toBe('380671234');
    expect(typedPhoneNumber('3806712345', 'ua')).toBe('+3806712345');
  });

  it('leaves a number already without the trunk prefix as typed', () => {
    for (const value of ['67', '(67) 123 45 67', '671234567', ''])
      expect(typedPhoneNumber(value, 'ua')).toBe(value);
  });

  it('leaves other countries’ numbers alone, unless they carry +380 with its trunk 0', () => {
    expect(typedPhoneNumber('030 1234567', 'de')).toBe('030 1234567');
    expect(typedPhoneNumber('+48 601 234 567', 'pl')).toBe('+48 601 234 567');
    expect(typedPhoneNumber('+380 0671234567', 'pl')).toBe('+380671234567');
  });
});
