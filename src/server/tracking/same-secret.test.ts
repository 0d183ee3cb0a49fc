import { sameSecret } from './same-secret';
import { DEFAULT_WAYBILL_META_KEY, waybillMetaKey } from './settings';

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

describe('the waybill meta key setting', () => {
  it('defaults to the key the "Shipping for Nova Poshta" plugin writes, and takes another', () => {
    expect(DEFAULT_WAYBILL_META_KEY).toBe('novaposhta_ttn');
    expect(waybillMetaKey({})).toBe('novaposhta_ttn');
    expect(waybillMetaKey({ NOVAPOSHTA_TTN_META_KEY: ' ' })).toBe('novaposhta_ttn');
    expect(waybillMetaKey({ NOVAPOSHTA_TTN_META_KEY: '_wcus_ttn' })).toBe('_wcus_ttn');
  });
});
