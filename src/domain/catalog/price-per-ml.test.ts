import { millilitres, pricePerMl } from './price-per-ml';
import { volumeKey } from './product-detail';

describe('the price of a millilitre', () => {
  it("divides the volume's current price by its millilitres", () => {
    expect(pricePerMl({ price: 1300, volumeKey: '50-ml' })).toBe(26);
    expect(pricePerMl({ price: 2730, volumeKey: volumeKey('100 мл') })).toBe(27.3);
    expect(pricePerMl({ price: 65, volumeKey: volumeKey('2 ml') })).toBe(32.5);
    expect(pricePerMl({ price: 30, volumeKey: volumeKey('1,5 мл') })).toBe(20);
  });

  it('is none without a price or a volume in millilitres', () => {
    expect(pricePerMl({ price: null, volumeKey: '50-ml' })).toBeNull();
    expect(pricePerMl({ price: 500, volumeKey: volumeKey('Travel') })).toBeNull();
    expect(millilitres('0-ml')).toBeNull();
    expect(millilitres('50-ml')).toBe(50);
  });
});
