import { trackAddToCart } from './cart-events';

describe('cart analytics', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { dataLayer: [] };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('pushes add_to_cart for a discovery set with its price, count and UAH, after clearing ecommerce', () => {
    trackAddToCart({
      id: 7,
      title: 'Discovery-набір 6×2 мл',
      price: 329,
      count: 2,
      description: 'set:6:1,2,3,4,5,6',
      kind: 'set',
      sku: 'DS-6',
    });
    const layer = (globalThis as unknown as { window: { dataLayer: unknown[] } }).window.dataLayer;
    expect(layer[0]).toEqual({ ecommerce: null });
    expect(layer[1]).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'UAH', value: 658, items: [{ item_id: 'DS-6', price: 329, quantity: 2 }] },
    });
  });
});
