import { dropdownPlacement, findByTypedText, isPhoneCountry, phoneCountries } from './phone-country-rules';

describe('the phone country list', () => {
  it('holds about 240 countries named in the page language, in its alphabetical order', () => {
    const uk = phoneCountries('uk');
    expect(uk.length).toBeGreaterThan(200);
    expect(uk.find((c) => c.iso2 === 'pl')).toEqual({ iso2: 'pl', dialCode: '48', name: 'Польща' });
    expect(phoneCountries('en').find((c) => c.iso2 === 'de')?.name).toBe('Germany');
    expect(phoneCountries('ru').find((c) => c.iso2 === 'ua')?.name).toBe('Украина');
    const names = uk.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('uk').compare));
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
