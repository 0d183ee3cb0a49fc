import { DEFAULT_WAYBILL_META_KEY, waybillMetaKey } from './settings';

describe('the waybill meta key setting', () => {
  it('defaults to the key the "Shipping for Nova Poshta" plugin writes, and takes another', () => {
    expect(DEFAULT_WAYBILL_META_KEY).toBe('novaposhta_ttn');
    expect(waybillMetaKey({})).toBe('novaposhta_ttn');
    expect(waybillMetaKey({ NOVAPOSHTA_TTN_META_KEY: ' ' })).toBe('novaposhta_ttn');
    expect(waybillMetaKey({ NOVAPOSHTA_TTN_META_KEY: '_wcus_ttn' })).toBe('_wcus_ttn');
  });
});
