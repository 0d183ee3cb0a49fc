import { canAdd } from '@/domain/cart/can-add';
import { productKind } from './map-fields';
import { giftOffer, mapAroma, mapCertificate, mapGiftCard, mapSetProduct } from './map-special-products';
import { wooVariationSchema } from './schemas';
import { wire } from './wire-special-product.test-support';

describe('special products from the wire', () => {
  it('an aroma sample takes its group from aroma_group and a plain-text description', () => {
    expect(mapAroma(wire({}))).toEqual({
      id: 347,
      title: 'Coconut Milk 26 2 ml',
      image: 'http://localhost:4000/wp-content/uploads/cm-1.png',
      group: 'citrus',
      inStock: true,
      description: 'A citrus fragrance for her.',
      perfumeId: 113,
    });
    expect(mapAroma(wire({ stock_status: 'outofstock' }))?.inStock).toBe(false);
  });

  it('an aroma without a known group is left out', () => {
    expect(mapAroma(wire({ meta_data: [{ key: 'aroma_group', value: 'woody' }] }))).toBeNull();
    expect(mapAroma(wire({ meta_data: [] }))).toBeNull();
  });

  it('a discovery set reads its size from set_size (number or string) and its price from the shop', () => {
    const set = wire({
      id: 348,
      name: 'Discovery set 6×2 ml',
      slug: 'discovery-set-6',
      sku: 'DS-6',
      price: '329',
      images: [],
      meta_data: [{ id: 34800, key: 'set_size', value: 6 }],
    });
    expect(productKind(set).setSize).toBe(6);
    expect(productKind(wire({ meta_data: [{ key: 'set_size', value: '9' }] })).setSize).toBe(9);
    expect(productKind(wire({ meta_data: [{ key: 'set_size', value: 7 }] })).setSize).toBeNull();
    expect(mapSetProduct(set)).toEqual({
      id: 348,
      title: 'Discovery set 6×2 ml',
      price: 329,
      inStock: true,
      image: undefined,
      slug: 'discovery-set-6',
      sku: 'DS-6',
    });
    expect(mapSetProduct(wire({ price: '' }))).toBeNull();
  });

  it('gift samples become cards, given only in stock and priced; the shop’s surprise gift is recognised so the storefront’s own (id 1) replaces it', () => {
    const gift = wire({ id: 351, name: 'Mini Velvet Amber 1 ml', sku: 'GIFT-1', price: '0', meta_data: [] });
    expect(mapGiftCard(gift)).toEqual({
      id: 351,
      name: 'Mini Velvet Amber 1 ml',
      description: 'A citrus fragrance for her.',
      image: 'http://localhost:4000/wp-content/uploads/cm-1.png',
      count: 1,
    });
    expect(productKind(gift).surpriseGift).toBe(false);
    // A short description that only repeats the name is no description.
    const bare = wire({ name: 'Mini Lip Gloss', short_description: '<p>Mini lip gloss</p>', price: '0' });
    expect(mapGiftCard(bare).description).toBe('');
    expect(canAdd(giftOffer(gift))).toBe(true);
    expect(canAdd(giftOffer(wire({ price: '0', stock_status: 'outofstock' })))).toBe(false);
    expect(canAdd(giftOffer(wire({ price: '' })))).toBe(false);
    expect(productKind(wire({ sku: 'GIFT-SURPRISE', meta_data: [] })).surpriseGift).toBe(true);
    expect(
      productKind(wire({ sku: 'X', meta_data: [{ key: 'gift_surprise', value: '1' }] })).surpriseGift,
    ).toBe(true);
  });

  it('a certificate takes its type from certificate_type and its denominations from the purchasable variations', () => {
    const product = wire({
      id: 358,
      name: 'Electronic gift certificate',
      slug: 'certificate-electronic',
      type: 'variable',
      sku: 'CERT-E',
      price: '500',
      description: "<p>Sent to the recipient's e-mail within an hour.</p>",
      attributes: [{ id: 0, name: 'Denomination', variation: true, options: ['500 ₴', '1000 ₴'] }],
      variations: [359, 360, 361],
      meta_data: [{ id: 35800, key: 'certificate_type', value: 'electronic' }],
    });
    const variations = [
      {
        id: 360,
        sku: 'CERT-E-1000',
        price: '1000',
        status: 'publish',
        purchasable: true,
        stock_status: 'instock',
        attributes: [{ id: 0, name: 'Denomination', option: '1000 ₴' }],
      },
      {
        id: 359,
        sku: 'CERT-E-500',
        price: '500',
        status: 'publish',
        purchasable: true,
        stock_status: 'instock',
        attributes: [{ id: 0, name: 'Denomination', option: '500 ₴' }],
      },
      {
        id: 361,
        sku: 'CERT-E-2000',
        price: '2000',
        status: 'private',
        purchasable: false,
        stock_status: 'instock',
        attributes: [],
      },
    ].map((v) => wooVariationSchema.parse(v));

    expect(mapCertificate(product, variations)).toEqual({
      id: 358,
      slug: 'certificate-electronic',
      type: 'electronic',
      title: 'Electronic gift certificate',
      description: "Sent to the recipient's e-mail within an hour.",
      // An attachment without alt text is described by the product's name, as product images are.
      image: { src: 'http://localhost:4000/wp-content/uploads/cm-1.png', alt: 'Electronic gift certificate' },
      denominations: [
        { variationId: 359, amount: 500 },
        { variationId: 360, amount: 1000 },
      ],
    });
    expect(mapCertificate(wire({ meta_data: [] }), variations)).toBeNull();
  });
});
