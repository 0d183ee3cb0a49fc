import { catalogItem, catalogVariation } from './map-catalog-item';
import { productKind } from './map-fields';
import { mapProduct } from './map-product';
import { wooVariationSchema } from './schemas';
import { wire } from './wire-special-product.test-support';

describe('one reading of the shop’s conventions for every screen and for checkout', () => {
  it('the surprise gift is recognised the same by the gift list and by checkout, however ACF stored the flag', () => {
    for (const value of ['1', 1, true]) {
      const gift = wire({ sku: 'GIFT-9', price: '0', meta_data: [{ key: 'gift_surprise', value }] });
      expect(productKind(gift).surpriseGift).toBe(true);
      expect(catalogItem(gift).surpriseGift).toBe(true);
    }
    expect(catalogItem(wire({ sku: 'GIFT-SURPRISE', meta_data: [] })).surpriseGift).toBe(true);
    expect(catalogItem(wire({ sku: 'GIFT-1', meta_data: [] })).surpriseGift).toBe(false);
  });

  it('checkout reads a set’s size and a certificate’s type as the set and certificate pages do', () => {
    const set = wire({
      type: 'simple',
      sku: 'DS-9',
      price: '459',
      meta_data: [{ key: 'set_size', value: '9' }],
    });
    expect(catalogItem(set)).toMatchObject({ setSize: 9, price: 459, variationId: 0 });
    expect(mapProduct(set).setSize).toBe(9);
    expect(catalogItem(wire({ meta_data: [{ key: 'set_size', value: 7 }] })).setSize).toBeUndefined();

    const certificate = wire({
      id: 358,
      name: 'Electronic gift certificate',
      type: 'variable',
      sku: 'CERT-E',
      meta_data: [{ key: 'certificate_type', value: 'electronic' }],
    });
    const denomination = wooVariationSchema.parse({
      id: 360,
      sku: 'CERT-E-1000',
      price: '1000',
      attributes: [{ name: 'Denomination', option: '1000 ₴' }],
    });
    expect(catalogItem(certificate)).toMatchObject({ price: null, isVariableParent: true });
    expect(catalogVariation(certificate, denomination)).toMatchObject({
      productId: 358,
      variationId: 360,
      name: 'Electronic gift certificate - 1000 ₴',
      sku: 'CERT-E-1000',
      price: 1000,
      denomination: 1000,
      certificateType: 'electronic',
      inStock: true,
      isVariableParent: false,
    });
    expect(
      catalogVariation(certificate, wooVariationSchema.parse({ id: 361, price: '2000', purchasable: false }))
        .inStock,
    ).toBe(false);
  });
});
