import { getCountries } from 'libphonenumber-js/min';
import { isValidPhone } from '@/domain/checkout/contact-rules';
import { dropdownPlacement, findByTypedText, isPhoneCountry, phoneCountries } from './phone-country-rules';

describe('the phone country list', () => {
  it('holds about 240 countries named in the page language, in its alphabetical order', () => {
    const uk = phoneCountries('uk');
    expect(uk.length).toBeGreaterThanOrEqual(238);
    expect(uk.find((c) => c.iso2 === 'pl')).toEqual({ iso2: 'pl', dialCode: '48', name: 'Польща' });
    expect(phoneCountries('en').find((c) => c.iso2 === 'de')?.name).toBe('Germany');
    expect(phoneCountries('ru').find((c) => c.iso2 === 'ua')?.name).toBe('Украина');
    const names = uk.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('uk').compare));
  });

  it('offers every region whose numbers libphonenumber checks, each once', () => {
    expect(getCountries().filter((code) => !isPhoneCountry(code.toLowerCase()))).toEqual([]);
    const codes = phoneCountries('en').map((c) => c.iso2);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(
      expect.arrayContaining(['ax', 'gg', 'je', 'im', 'cx', 'cc', 'eh', 'sj', 'bl', 'mf']),
    );
  });

  it.each([
    ['uk', /[а-яіїєґ]/i, /[a-z]/i],
    ['ru', /[а-яё]/i, /[a-z]/i],
    ['en', /[a-z]/i, /[а-яіїєґё]/i],
  ] as const)('names every country and territory in %s', (lng, letters, foreign) => {
    for (const { iso2, name } of phoneCountries(lng)) {
      expect({ iso2, name }).toEqual({ iso2, name: expect.stringMatching(letters) });
      expect({ iso2, name }).toEqual({ iso2, name: expect.not.stringMatching(foreign) });
    }
  });

  it('has Jersey on the United Kingdom’s +44, named in each language, and its numbers validate', () => {
    expect(phoneCountries('en').find((c) => c.iso2 === 'je')).toEqual({
      iso2: 'je',
      dialCode: '44',
      name: 'Jersey',
    });
    expect(phoneCountries('uk').find((c) => c.iso2 === 'je')?.name).toBe('Джерсі');
    expect(phoneCountries('ru').find((c) => c.iso2 === 'je')?.name).toBe('Джерси');
    expect(isValidPhone('+44 7797 123456')).toBe(true);
    expect(phoneCountries('uk').find((c) => c.iso2 === 'ax')).toEqual({
      iso2: 'ax',
      dialCode: '358',
      name: 'Аландські Острови',
    });
  });

  it('knows only the codes the phone input can format', () => {
    expect(isPhoneCountry('pl')).toBe(true);
    expect(isPhoneCountry('zz')).toBe(false);
    expect(isPhoneCountry('PL')).toBe(false);
    expect(isPhoneCountry(null)).toBe(false);
  });
});

describe('where the country list opens', () => {
  it('opens below only with more than 200 px free under the selector', () => {
    expect(dropdownPlacement(201)).toBe('below');
    expect(dropdownPlacement(200)).toBe('above');
    expect(dropdownPlacement(-20)).toBe('above');
  });
});

describe('type-to-find', () => {
  const names = ['австрія', 'бельгія', 'болгарія', 'бразилія', 'польща', 'португалія', 'україна'];

  it('a letter finds the next name starting with it, wrapping round', () => {
    expect(findByTypedText(names, 6, 'б')).toBe(1);
    expect(findByTypedText(names, 1, 'б')).toBe(2);
    expect(findByTypedText(names, 3, 'б')).toBe(1);
  });

  it('more letters narrow the search from the current name', () => {
    expect(findByTypedText(names, 4, 'по')).toBe(4);
    expect(findByTypedText(names, 4, 'пор')).toBe(5);
    expect(findByTypedText(names, 1, 'бр')).toBe(3);
  });

  it('the same letter again and again cycles through the names that start with it', () => {
    expect(findByTypedText(names, 1, 'бб')).toBe(2);
    expect(findByTypedText(names, 2, 'ббб')).toBe(3);
  });

  it('finds nothing for text no name starts with', () => {
    expect(findByTypedText(names, 0, 'я')).toBe(-1);
    expect(findByTypedText(names, 0, 'пх')).toBe(-1);
    expect(findByTypedText(names, 0, '')).toBe(-1);
  });
});
