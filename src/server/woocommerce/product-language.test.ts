import { mapProduct } from './map-product';
import { productsInLanguage } from './product-language';
import { UNTRANSLATED } from '@/domain/catalog/term-names';

// Shaped as a real WooCommerce answers GET /products?lang=en with Polylang free: one product, its
// own texts in Ukrainian whatever `lang` says, the other languages in `<field>_<language>` meta.
const wire = {
  id: 101,
  name: 'Оксамитовий бурштин 07',
  slug: 'velvet-amber-07',
  type: 'variable',
  status: 'publish',
  sku: 'VA-07',
  price: '1250',
  regular_price: '1450',
  sale_price: '1250',
  on_sale: true,
  description: '<p>Теплий бурштин.</p>',
  short_description: '<p>Бурштин</p>',
  average_rating: '4.50',
  rating_count: 12,
  stock_status: 'instock',
  categories: [],
  tags: [],
  images: [{ id: 9, src: 'http://shop.example/va-1.png', alt: 'Флакон Оксамитовий бурштин', name: 'va-1' }],
  attributes: [],
  variations: [],
  meta_data: [
    { id: 1, key: 'notes_top', value: 'Бергамот' },
    { id: 2, key: 'notes_heart', value: 'Троянда' },
    { id: 3, key: 'name_en', value: 'Velvet Amber 07' },
    { id: 4, key: 'description_en', value: '<p>Warm amber.</p>' },
    { id: 5, key: 'short_description_en', value: '   ' },
    { id: 6, key: 'notes_top_en', value: 'Bergamot' },
    { id: 7, key: 'name_ru', value: 'Бархатный янтарь 07' },
  ],
};

const read = (lng: 'uk' | 'en' | 'ru') => mapProduct(productsInLanguage(lng, UNTRANSLATED).parse([wire])[0]);

describe('a product in the page’s language', () => {
  it('shows the English texts staff wrote in meta, with the Ukrainian ones where a translation is empty', () => {
    const product = read('en');
    expect(product).toMatchObject({
      id: 101,
      slug: 'velvet-amber-07',
      name: 'Velvet Amber 07',
      description: '<p>Warm amber.</p>',
      shortDescription: '<p>Бурштин</p>',
      notes: { top: 'Bergamot', heart: 'Троянда' },
    });
    // The attachment's Ukrainian alt would describe the bottle in the wrong language.
    expect(product.images[0].alt).toBe('Velvet Amber 07');
  });

  it('keeps the product’s own texts on Ukrainian pages, and the same id in every language', () => {
    const uk = read('uk');
    expect(uk).toMatchObject({ name: 'Оксамитовий бурштин 07', notes: { top: 'Бергамот' } });
    expect(uk.images[0].alt).toBe('Флакон Оксамитовий бурштин');
    expect(read('ru')).toMatchObject({ id: uk.id, name: 'Бархатный янтарь 07', notes: { top: 'Бергамот' } });
  });
});
