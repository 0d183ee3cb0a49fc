import { wooProductSchema } from './schemas';

// Shaped as the sandbox (and WooCommerce REST v3 with ACF in meta_data) answers GET /products.
export function wire(overrides: Record<string, unknown>) {
  return wooProductSchema.parse({
    id: 347,
    name: 'Coconut Milk 26 2 ml',
    slug: 'coconut-milk-26-2ml',
    permalink: 'http://localhost:4000/en/product/coconut-milk-26-2ml/',
    type: 'simple',
    status: 'publish',
    sku: 'CM-26-2',
    price: '65',
    regular_price: '65',
    short_description: '<p>A citrus fragrance&nbsp;for her.</p>',
    description: '<p>Long text</p>',
    categories: [{ id: 8, name: 'Aroma samples', slug: 'aroma-samples' }],
    images: [{ id: 3470, src: 'http://localhost:4000/wp-content/uploads/cm-1.png', alt: '' }],
    meta_data: [
      { id: 34700, key: 'aroma_group', value: 'citrus' },
      { id: 34701, key: 'full_product_id', value: 113 },
    ],
    lang: 'en',
    ...overrides,
  });
}
