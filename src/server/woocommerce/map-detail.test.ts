import { mapProduct } from './map';
import {
  mapReview,
  mapVariation,
  productFacts,
  volumeKey,
  wooReviewSchema,
  wooVariationSchema,
} from './map-detail';
import { wooProductSchema } from './schemas';

// Shaped as the sandbox (and WooCommerce with Polylang) answers `products?slug=velvet-amber-07&lang=uk`.
const wireProduct = wooProductSchema.parse({
  id: 1,
  name: 'Velvet Amber 07',
  slug: 'velvet-amber-07',
  type: 'variable',
  sku: 'W001',
  price: '1300',
  regular_price: '1300',
  categories: [{ id: 1, name: 'Жіночі аромати', slug: 'women' }],
  tags: [{ id: 12, name: 'Бестселер', slug: 'bestseller' }],
  attributes: [
    { id: 1, name: 'Інтенсивність', slug: 'pa_intensity', variation: false, options: ['Інтенсивний'] },
    { id: 2, name: 'Шлейф', slug: 'pa_trail', variation: false, options: ['Величезний'] },
    {
      id: 3,
      name: 'Інгредієнт',
      slug: 'pa_ingredient',
      variation: false,
      options: ['Рожевий перець', 'Лаванда'],
    },
    { id: 4, name: 'Тип аромату', slug: 'pa_scent-type', variation: false, options: ['Гурманський'] },
    { id: 5, name: "Об'єм", slug: 'pa_volume', variation: true, options: ['30 мл', '50 мл', '100 мл'] },
  ],
  variations: [2, 3, 4],
  meta_data: [
    { id: 100, key: 'gender', value: 'women' },
    { id: 101, key: 'notes_top', value: 'Рожевий перець, Лаванда' },
    { id: 102, key: 'notes_heart', value: 'Троянда, Сандал' },
    { id: 103, key: 'notes_base', value: 'Жасмин, Ваніль' },
    { id: 104, key: 'composition', value: 'Alcohol denat., parfum.' },
    { id: 105, key: 'storage', value: 'Зберігати в темному місці.' },
  ],
});

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
  it('reads notes, composition and storage from the meta fields', () => {
    const product = mapProduct(wireProduct);
    expect(product.notes).toEqual({
      top: 'Рожевий перець, Лаванда',
      heart: 'Троянда, Сандал',
      base: 'Жасмин, Ваніль',
    });
    expect(product.composition).toBe('Alcohol denat., parfum.');
    expect(product.storage).toBe('Зберігати в темному місці.');
  });

  it('names the type of scent, intensity, trail and ingredients from the pa_ attributes', () => {
    expect(productFacts(mapProduct(wireProduct))).toEqual({
      scentType: 'Гурманський',
      intensity: 'Інтенсивний',
      trail: 'Величезний',
      ingredients: 'Рожевий перець, Лаванда',
    });
  });

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

  it('a review keeps reviewer, UTC date, stars and text', () => {
    const review = mapReview(
      wooReviewSchema.parse({
        id: 4,
        date_created: '2025-02-15T14:00:00',
        date_created_gmt: '2025-02-15T12:00:00',
        reviewer: ' Ірина ',
        review: '<p>Ніжний і затишний.</p>',
        rating: 3,
      }),
    );
    expect(review).toEqual({
      id: 4,
      reviewer: 'Ірина',
      date: '2025-02-15T12:00:00Z',
      rating: 3,
      html: '<p>Ніжний і затишний.</p>',
    });
  });
});
