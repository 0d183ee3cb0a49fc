import { mapCategory, mapProduct } from './map';
import { wooCategorySchema, wooProductSchema } from './schemas';

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

describe('WooCommerce category mapping', () => {
  it('keeps slug, translated name and image', () => {
    const category = mapCategory(
      wooCategorySchema.parse({
        id: 15,
        name: 'Жіночі',
        slug: 'women',
        parent: 0,
        description: '',
        display: 'default',
        image: { id: 4, src: 'http://localhost:4000/wp-content/uploads/women.png', alt: '' },
        menu_order: 1,
        count: 24,
      }),
    );
    expect(category).toEqual({
      id: 15,
      slug: 'women',
      name: 'Жіночі',
      parentId: 0,
      description: '',
      image: { src: 'http://localhost:4000/wp-content/uploads/women.png', alt: 'Жіночі' },
      count: 24,
      order: 1,
    });
  });
});
