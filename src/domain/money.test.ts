import { formatPrice, formatPriceText } from './money';

describe('formatPrice', () => {
  it('groups thousands for the locale and puts ₴ after the amount', () => {
    expect(formatPrice(1250, 'uk')).toBe('1\u00a0250\u00a0₴');
    expect(formatPrice(1250, 'ru')).toBe('1\u00a0250\u00a0₴');
    expect(formatPrice(1250, 'en')).toBe('1,250\u00a0₴');
    expect(formatPrice(329, 'uk')).toBe('329\u00a0₴');
  });

  it('formats option-page prices given as text and leaves other text alone', () => {
    expect(formatPriceText('2990', 'uk')).toBe('2\u00a0990\u00a0₴');
    expect(formatPriceText('від 500', 'uk')).toBe('від 500');
  });
});
