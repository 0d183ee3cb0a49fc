import { cardPaymentFee } from './card-fee';

describe('card payment fee', () => {
  it('is 2% of the goods after the discount, rounded to kopecks', () => {
    expect(cardPaymentFee(1000)).toBe(20);
    expect(cardPaymentFee(3598.2)).toBe(71.96);
    expect(cardPaymentFee(329)).toBe(6.58);
    expect(cardPaymentFee(0.25)).toBe(0.01);
    expect(cardPaymentFee(0)).toBe(0);
  });
});
