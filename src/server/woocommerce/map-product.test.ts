import { productFacts } from '@/domain/catalog/product-detail';
import { mapProduct } from './map-product';
import { wooProductSchema } from './schemas';

// ---- GET /products ----

// Shaped as WooCommerce REST v3 answers GET /products?lang=en (extra fields included on purpose).
const wireProduct = {
  id: 101,
  name: 'Velvet Amber 07',
  slug: 'velvet-amber-07',
  permalink: 'https://shop.example/product/velvet-amber-07/',
  type: 'variable',
  status: 'publish',
  sku: 'VA-07',
  price: '1250',
  regular_price: '1450',
  sale_price: '1250',
  price_html: '<span>…</span>',
  on_sale: true,
  description: '<p>Warm amber.</p>',
  short_description: '<p>Amber</p>',
  average_rating: '4.50',
  rating_count: 12,
  stock_status: 'instock',
  categories: [{ id: 15, name: 'For women', slug: 'women' }],
  tags: [{ id: 7, name: 'bestseller', slug: 'bestseller' }],
  images: [{ id: 9, src: 'http://localhost:4000/wp-content/uploads/va-1.png', alt: '', name: 'va-1' }],
  attributes: [
    {
      id: 3,
      name: 'Volume',
      slug: 'pa_volume',
      position: 0,
      visible: true,
      variation: true,
      options: ['30 ml', '50 ml'],
    },
  ],
  variations: [201, 202],
  meta_data: [
    { id: 1, key: 'notes_top', value: 'Bergamot' },
    { id: 2, key: 'notes_heart', value: 'Rose' },
    { id: 3, key: 'notes_base', value: 'Amber' },
    { id: 4, key: 'composition', value: 'Alcohol, parfum' },
    { id: 5, key: '_internal', value: { a: 1 } },
  ],
};

describe('WooCommerce product mapping', () => {
  it('turns wire prices, rating and meta into the storefront product', () => {
    const product = mapProduct(wooProductSchema.parse(wireProduct));
    expect(product).toMatchObject({
      id: 101,
      slug: 'velvet-amber-07',
      price: 1250,
      regularPrice: 1450,
      onSale: true,
      rating: 4.5,
      ratingCount: 12,
      inStock: true,
      categories: [{ id: 15, slug: 'women', name: 'For women' }],
      notes: { top: 'Bergamot', heart: 'Rose', base: 'Amber' },
      composition: 'Alcohol, parfum',
      storage: '',
      variationIds: [201, 202],
    });
    expect(product.attributes[0]).toEqual({
      id: 3,
      name: 'Volume',
      slug: 'pa_volume',
      variation: true,
      options: ['30 ml', '50 ml'],
    });
  });

  it('gives images without alt text the product name', () => {
    const product = mapProduct(wooProductSchema.parse(wireProduct));
    expect(product.images).toEqual([
      { src: 'http://localhost:4000/wp-content/uploads/va-1.png', alt: 'Velvet Amber 07' },
    ]);
  });

  it('maps an empty price string to no price, not zero', () => {
    const product = mapProduct(
      wooProductSchema.parse({ ...wireProduct, price: '', regular_price: '', on_sale: false }),
    );
    expect(product.price).toBeNull();
    expect(product.regularPrice).toBeNull();
  });

  it('rejects a product without the fields the shop relies on', () => {
    expect(() => wooProductSchema.parse({ id: 1, name: 'x' })).toThrow();
  });
});

// ---- The product page ----

// Shaped as the sandbox (and WooCommerce with Polylang) answers `products?slug=velvet-amber-07&lang=uk`.
const wirePerfume = wooProductSchema.parse({
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

describe('product page mapping', () => {
  it('a perfume on a home-page shelf (a Product) is priced for its smallest volume too', () => {
    expect(mapProduct(wirePerfume).priceVolumeMl).toBe(30);
  });

  it('reads notes, composition and storage from the meta fields', () => {
    const product = mapProduct(wirePerfume);
    expect(product.notes).toEqual({
      top: 'Рожевий перець, Лаванда',
      heart: 'Троянда, Сандал',
      base: 'Жасмин, Ваніль',
    });
    expect(product.composition).toBe('Alcohol denat., parfum.');
    expect(product.storage).toBe('Зберігати в темному місці.');
  });

  it('names the type of scent, intensity, trail and ingredients from the pa_ attributes', () => {
    expect(productFacts(mapProduct(wirePerfume))).toEqual({
      scentType: 'Гурманський',
      intensity: 'Інтенсивний',
      trail: 'Величезний',
      ingredients: 'Рожевий перець, Лаванда',
    });
  });
});
