import { classifyProduct } from './product-kind';

const kind = (sku: string, meta: Record<string, unknown>) => classifyProduct(sku, (key) => meta[key]);

describe('what a product is by the shop’s conventions', () => {
  it('a discovery set is 6 or 9 aromas, whether ACF stored the size as a number or a string', () => {
    expect(kind('DS-6', { set_size: 6 }).setSize).toBe(6);
    expect(kind('DS-9', { set_size: '9' }).setSize).toBe(9);
    expect(kind('X', { set_size: 7 }).setSize).toBeNull();
    expect(kind('X', {}).setSize).toBeNull();
  });

  it('the surprise gift is the GIFT-SURPRISE SKU or a gift_surprise flag, however it is stored', () => {
    expect(kind('GIFT-SURPRISE', {}).surpriseGift).toBe(true);
    for (const flag of ['1', 1, true]) expect(kind('X', { gift_surprise: flag }).surpriseGift).toBe(true);
    for (const flag of ['0', 0, false, undefined]) {
      expect(kind('GIFT-1', { gift_surprise: flag }).surpriseGift).toBe(false);
    }
  });

  it('a certificate is electronic or physical; an aroma sample is in one of the four groups', () => {
    expect(kind('CERT-E', { certificate_type: 'electronic' }).certificateType).toBe('electronic');
    expect(kind('X', { certificate_type: 'paper' }).certificateType).toBeNull();
    expect(kind('S', { aroma_group: 'citrus' }).aromaGroup).toBe('citrus');
    expect(kind('S', { aroma_group: 'all' }).aromaGroup).toBeNull();
    expect(kind('S', { aroma_group: 'woody' }).aromaGroup).toBeNull();
  });

  it('an aroma sample names its perfume by full_product_id, a number or a numeric string', () => {
    expect(kind('W001-2', { full_product_id: 1 }).sampleOf).toBe(1);
    expect(kind('W001-2', { full_product_id: '113' }).sampleOf).toBe(113);
    for (const value of [undefined, '', '0', 'velvet', 1.5, -3, [113]]) {
      expect(kind('W001-2', { full_product_id: value }).sampleOf).toBeNull();
    }
  });
});
