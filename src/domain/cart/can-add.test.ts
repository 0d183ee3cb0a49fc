import { canAdd } from './can-add';

describe('canAdd', () => {
  it('an item in stock with a price can be added', () => {
    expect(canAdd({ inStock: true, price: 420 })).toBe(true);
  });

  it('a sold-out item cannot, whatever its price', () => {
    expect(canAdd({ inStock: false, price: 420 })).toBe(false);
  });

  it('an item the platform gives no price cannot', () => {
    expect(canAdd({ inStock: true, price: null })).toBe(false);
  });

  it('something without a price of its own (an aroma in a set) depends on its stock only', () => {
    expect(canAdd({ inStock: true })).toBe(true);
    expect(canAdd({ inStock: false })).toBe(false);
  });
});
