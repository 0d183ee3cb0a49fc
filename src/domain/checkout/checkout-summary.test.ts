import type { CartItem } from '@/domain/cart/cart-item';
import { checkoutSummary } from './checkout-summary';

const line = (price: number, count: number): CartItem => ({
  id: 1,
  variation_id: price,
  title: 'Velvet Amber',
  price,
  count,
  description: '',
  kind: 'product',
});

describe('checkoutSummary', () => {
  it('adds the 2% card fee on the goods after the discount for online card payment', () => {
    expect(checkoutSummary([line(1000, 2), line(250, 1)], 225, 'wayforpay')).toEqual({
      goods: 2250,
      discount: 225,
      fee: 40.5,
      total: 2065.5,
    });
  });

  it('charges no fee for a transfer by requisites or to a card', () => {
    expect(checkoutSummary([line(1000, 1)], 0, 'requisites')).toEqual({
      goods: 1000,
      discount: 0,
      fee: 0,
      total: 1000,
    });
    expect(checkoutSummary([line(1000, 1)], 0, 'card').fee).toBe(0);
  });
});
