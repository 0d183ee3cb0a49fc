/** @jest-environment jsdom */
import { pushEcommerce } from './data-layer';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

describe('pushEcommerce', () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
  });

  it('creates the data layer and clears the previous ecommerce object before each event', () => {
    const items = [{ item_id: 'AR-007', item_name: 'Amber Noir', price: 1200, quantity: 1 }];
    pushEcommerce('add_to_cart', { currency: 'UAH', value: 1200, items });
    pushEcommerce('view_cart', { currency: 'UAH', value: 1200, items });
    expect((window as DataLayerWindow).dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'UAH', value: 1200, items } },
      { ecommerce: null },
      { event: 'view_cart', ecommerce: { currency: 'UAH', value: 1200, items } },
    ]);
  });

  it('appends to a data layer GTM already created', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    (window as DataLayerWindow).dataLayer = existing;
    pushEcommerce('view_item', { items: [] });
    expect(existing).toHaveLength(3);
  });
});
