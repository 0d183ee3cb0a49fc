import { volumeKey } from '@/domain/catalog/product-detail';
import { mapVariation } from './map-variation';
import { wooVariationSchema } from './schemas';

// ---- The product page's volumes ----

const wireVariation = (over: Record<string, unknown>) =>
  wooVariationSchema.parse({
    id: 4,
    sku: 'W001-100',
    price: '2450',
    regular_price: '2730',
    sale_price: '2450',
    on_sale: true,
    stock_status: 'instock',
    image: {
      id: 0,
      src: 'http://localhost:4500/wp-content/uploads/generated/velvet-amber-07-100ml.png',
      alt: '',
    },
    attributes: [{ id: 5, name: "Об'єм", option: '100 мл' }],
    ...over,
  });

describe('product page mapping', () => {
  it('a volume variation carries its translated label, a language-free URL key, and both prices', () => {
    expect(mapVariation(wireVariation({}), 5)).toEqual({
      id: 4,
      sku: 'W001-100',
      volume: '100 мл',
      volumeKey: '100-ml',
      price: 2450,
      regularPrice: 2730,
      onSale: true,
      inStock: true,
      image: 'http://localhost:4500/wp-content/uploads/generated/velvet-amber-07-100ml.png',
    });
  });

  it('a sold-out volume is not in stock; a variation without an image has none', () => {
    const variation = mapVariation(wireVariation({ stock_status: 'outofstock', image: null }), 5);
    expect(variation.inStock).toBe(false);
    expect(variation.image).toBeNull();
  });

  it('the volume key is the same in every language', () => {
    expect(new Set(['30 мл', '30 ml', ' 30 ML'].map(volumeKey))).toEqual(new Set(['30-ml']));
  });
});
