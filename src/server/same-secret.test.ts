import { sameSecret } from './same-secret';

describe('comparing an order’s secret with the one given', () => {
  it('matches only the same text', () => {
    expect(sameSecret('wc_order_abc123', 'wc_order_abc123')).toBe(true);
    expect(sameSecret('wc_order_abc123', 'wc_order_abc124')).toBe(false);
    expect(sameSecret('wc_order_abc123', 'wc_order_abc')).toBe(false);
    expect(sameSecret('wc_order_abc123', 'WC_ORDER_ABC123')).toBe(false);
  });

  it('never matches an empty expected value, so an order without a key or phone is never shown', () => {
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret('', 'anything')).toBe(false);
  });
});
