/** @jest-environment jsdom */
import { pushConsentUpdate, pushEcommerce } from './data-layer';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

describe('pushEcommerce', () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
  });

  /** gtag commands are Arguments objects; compare them as arrays. */
  const entries = () =>
    ((window as DataLayerWindow).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as IArguments)
        : entry,
    );
  const denied = {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };

  it('starts the data layer with the default-denied consent, as gtag arguments, before any event', () => {
    pushEcommerce('view_item', { items: [] });
    const first = (window as DataLayerWindow).dataLayer?.[0];
    expect(Object.prototype.toString.call(first)).toBe('[object Arguments]');
    expect(entries()[0]).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }]);
    expect(entries()[1]).toEqual({ ecommerce: null });
  });

  it('adds the stored choice after the default, and an update when the shopper answers', () => {
    document.cookie = 'cookie_consent=granted; Path=/';
    pushConsentUpdate('denied');
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
    const granted = Object.fromEntries(Object.keys(denied).map((key) => [key, 'granted']));
    expect(entries()).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['consent', 'update', granted],
      ['consent', 'update', denied],
    ]);
  });

  it('creates the data layer and clears the previous ecommerce object before each event', () => {
    const items = [{ item_id: 'AR-007', item_name: 'Amber Noir', price: 1200, quantity: 1 }];
    pushEcommerce('add_to_cart', { currency: 'UAH', value: 1200, items });
    pushEcommerce('view_cart', { currency: 'UAH', value: 1200, items });
    expect(entries().slice(1)).toEqual([
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
