import { cardPrice, discountPercent, millilitres, priceVolumeMl, volumeOptions } from './card-price';

describe('the sale badge’s percent', () => {
  it('is the whole percent off the regular price, rounded', () => {
    expect(discountPercent(1300, 1040)).toBe(20);
    expect(discountPercent(1690, 1440)).toBe(15); // 14.8 %
    expect(discountPercent(1000, 875)).toBe(13); // 12.5 % rounds up
    expect(discountPercent(1000, 0)).toBe(100);
  });

  it('is none when nothing is saved, or too little to print as a whole percent', () => {
    expect(discountPercent(1300, 1300)).toBeNull();
    expect(discountPercent(1300, 1400)).toBeNull();
    expect(discountPercent(1000, 996)).toBeNull(); // 0.4 % would print "−0 %"
    expect(discountPercent(0, 0)).toBeNull();
    expect(discountPercent(Number.NaN, 100)).toBeNull();
  });
});

describe('the volume beside a card’s price', () => {
  it('reads the millilitres of a volume in any language', () => {
    expect(['30 мл', '30 ml', ' 30ML', '7,5 ml', '7.5 мл'].map(millilitres)).toEqual([30, 30, 30, 7.5, 7.5]);
    expect(millilitres('Travel')).toBeNull();
  });

  it('a variable perfume’s price is for its smallest volume, in whatever order the terms are listed', () => {
    expect(priceVolumeMl('variable', ['30 мл', '50 мл', '100 мл'])).toBe(30);
    // WooCommerce lists terms by name unless staff order them: "100 мл" comes first.
    expect(priceVolumeMl('variable', ['100 мл', '30 мл', '50 мл'])).toBe(30);
    expect(priceVolumeMl('variable', ['50 ml', 'Travel', '100 ml'])).toBe(50);
  });

  it('a simple product names its volume only when it has exactly one', () => {
    expect(priceVolumeMl('simple', ['50 мл'])).toBe(50);
    expect(priceVolumeMl('simple', ['30 мл', '50 мл'])).toBeNull();
  });

  it('no volume attribute, or no number in it, shows no volume', () => {
    expect(priceVolumeMl('variable', [])).toBeNull();
    expect(priceVolumeMl('simple', [])).toBeNull();
    expect(priceVolumeMl('variable', ['Travel'])).toBeNull();
  });

  it('finds the volume attribute among the others by its pa_volume slug', () => {
    const attributes = [
      { slug: 'pa_intensity', options: ['Помірна'] },
      { slug: 'pa_volume', options: ['30 мл', '50 мл'] },
    ];
    expect(volumeOptions(attributes)).toEqual(['30 мл', '50 мл']);
    expect(volumeOptions([{ slug: 'pa_denomination', options: ['500'] }])).toEqual([]);
  });
});

describe('a card’s price line', () => {
  const perfume = { type: 'variable', price: 1300, regularPrice: 1300, onSale: false, priceVolumeMl: 30 };

  it('a variable perfume is priced "from" its lowest price, for its volume, with no sale', () => {
    expect(cardPrice(perfume)).toEqual({ amount: 1300, from: true, volumeMl: 30, sale: null });
  });

  it('a simple product is priced as it is', () => {
    expect(cardPrice({ ...perfume, type: 'simple', priceVolumeMl: null })).toMatchObject({
      from: false,
      volumeMl: null,
    });
  });

  it('on sale, the regular price is struck through and its percent off printed', () => {
    expect(cardPrice({ ...perfume, price: 1040, onSale: true })?.sale).toEqual({
      regular: 1300,
      percent: 20,
    });
  });

  it('on sale without a regular price above it (WooCommerce’s variable products), the card only says sale', () => {
    expect(cardPrice({ ...perfume, onSale: true })?.sale).toEqual({ regular: null, percent: null });
    expect(cardPrice({ ...perfume, regularPrice: null, onSale: true })?.sale).toEqual({
      regular: null,
      percent: null,
    });
  });

  it('a product without a price has no price line', () => {
    expect(cardPrice({ ...perfume, price: null })).toBeNull();
  });
});
