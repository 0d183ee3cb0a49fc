import { termNames } from '@/domain/catalog/term-names';
import { facetTermIndex, mapProductSummary } from './map-product-summary';
import { wooProductSchema, wooVariationSchema } from './schemas';
import { productTermsIn, variationTermsIn } from './term-language';

const english = termNames([
  { term: 'Жіночі аромати', name: "Women's fragrances", description: '' },
  { term: 'Бестселер', name: 'Bestseller', description: '' },
  { term: 'Інгредієнт', name: 'Ingredient', description: '' },
  { term: 'Ваніль', name: 'Vanilla', description: '' },
  { term: "Об'єм", name: 'Volume', description: '' },
  { term: '30 мл', name: '30 ml', description: '' },
]);

// As a stock WooCommerce answers `GET products?lang=en`: every term in Ukrainian.
const product = wooProductSchema.parse({
  id: 7,
  name: 'Оксамитовий бурштин 07',
  slug: 'velvet-amber-07',
  type: 'variable',
  price: '1300',
  categories: [{ id: 1, name: 'Жіночі аромати', slug: 'women' }],
  tags: [{ id: 2, name: 'Бестселер', slug: 'bestseller' }],
  attributes: [
    { id: 3, name: 'Інгредієнт', slug: 'pa_ingredient', options: ['Ваніль', 'Шкіра'] },
    { id: 5, name: "Об'єм", slug: 'pa_volume', variation: true, options: ['30 мл'] },
  ],
});

const NO_TERMS = { intensity: [], trail: [], ingredient: [], scent: [] };

describe('terms in the page’s language', () => {
  it('names a product’s categories, tags and attribute values as staff translated them', () => {
    const translated = productTermsIn(product, english);
    expect(translated.categories[0]).toEqual({ id: 1, name: "Women's fragrances", slug: 'women' });
    expect(translated.tags[0]?.name).toBe('Bestseller');
    expect(translated.attributes[0]).toMatchObject({ name: 'Ingredient', options: ['Vanilla', 'Шкіра'] });
    expect(translated.attributes[1]?.options).toEqual(['30 ml']);
    // The card's "from 1 300 ₴ · 30 ml" still reads the volume from the translated name.
    expect(mapProductSummary(translated, facetTermIndex(NO_TERMS)).priceVolumeMl).toBe(30);
  });

  it('keeps the filters’ slugs: the term list and the product are translated alike', () => {
    const index = facetTermIndex({
      ...NO_TERMS,
      ingredient: [
        { slug: 'vanilla', name: english.name('Ваніль') },
        { slug: 'leather', name: english.name('Шкіра') },
      ],
    });
    const summary = mapProductSummary(productTermsIn(product, english), index);
    expect(summary.facets.ingredient).toEqual([
      { slug: 'vanilla', name: 'Vanilla' },
      { slug: 'leather', name: 'Шкіра' },
    ]);
  });

  it('names a variation’s volume in the page’s language', () => {
    const variation = wooVariationSchema.parse({
      id: 70,
      price: '1300',
      attributes: [{ id: 5, name: "Об'єм", option: '30 мл' }],
    });
    expect(variationTermsIn(variation, english).attributes[0]).toEqual({
      id: 5,
      name: 'Volume',
      option: '30 ml',
    });
  });
});
