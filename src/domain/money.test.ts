import { formatAmount, formatPrice, formatUnitPrice, parseMoney, roundMoney } from './money';

describe('formatPrice', () => {
  it('groups thousands for the locale and puts ₴ after the amount', () => {
    expect(formatPrice(1250, 'uk')).toBe('1\u00a0250\u00a0₴');
    expect(formatPrice(1250, 'ru')).toBe('1\u00a0250\u00a0₴');
    expect(formatPrice(1250, 'en')).toBe('1,250\u00a0₴');
    expect(formatPrice(329, 'uk')).toBe('329\u00a0₴');
  });
});

describe('parseMoney', () => {
  it('reads WooCommerce decimal strings and numbers; an empty or broken value is no price, not 0', () => {
    expect(parseMoney('1250')).toBe(1250);
    expect(parseMoney('12.50')).toBe(12.5);
    expect(parseMoney(329)).toBe(329);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('  ')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney(undefined)).toBeNull();
  });
});

describe('roundMoney', () => {
  it('rounds to whole kopecks', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1999 * 0.02)).toBe(39.98);
    expect(roundMoney(12.3456)).toBe(12.35);
  });
});

describe('amounts with kopecks', () => {
  it('keeps two decimals for the card fee and prints whole amounts as prices', () => {
    expect(formatAmount(37.8, 'uk')).toBe('37,80\u00a0₴');
    expect(formatAmount(3855.6, 'en')).toBe('3,855.60\u00a0₴');
    expect(formatAmount(1890, 'uk')).toBe('1\u00a0890\u00a0₴');
  });
});

describe('a price per millilitre', () => {
  it('is whole hryvnias from 10 ₴, halves rounded up, grouped and signed like a price', () => {
    expect(formatUnitPrice(1890 / 50, 'uk')).toBe('38\u00a0₴');
    expect(formatUnitPrice(1300 / 30, 'en')).toBe('43\u00a0₴');
    expect(formatUnitPrice(32.5, 'ru')).toBe('33\u00a0₴');
    expect(formatUnitPrice(9.96, 'uk')).toBe('10\u00a0₴');
    expect(formatUnitPrice(12500 / 10, 'en')).toBe('1,250\u00a0₴');
  });

  it("keeps one decimal under 10 ₴, with the language's decimal mark", () => {
    expect(formatUnitPrice(590 / 250, 'uk')).toBe('2,4\u00a0₴');
    expect(formatUnitPrice(590 / 250, 'en')).toBe('2.4\u00a0₴');
    expect(formatUnitPrice(5, 'ru')).toBe('5,0\u00a0₴');
  });
});
