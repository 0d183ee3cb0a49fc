import { facetTermIndex, mapProductSummary } from './map-product-summary';
import { wooProductSchema } from './schemas';

// ---- Catalogue lists ----

// Shaped as WooCommerce REST v3 answers GET /products?lang=uk: attribute options are term NAMES.
const wireSummaryProduct = {
  id: 117,
  name: 'Orange Blossom 33',
  slug: 'orange-blossom-33',
  date_created: '2025-07-05T10:00:00',
  type: 'variable',
  status: 'publish',
  sku: 'W030',
  price: '1440',
  regular_price: '1690',
  sale_price: '1440',
  on_sale: true,
  total_sales: 307,
  average_rating: '3.50',
  rating_count: 4,
  stock_status: 'instock',
  categories: [
    { id: 1, name: 'Жіночі аромати', slug: 'women' },
    { id: 7, name: 'Акції', slug: 'promotions' },
  ],
  tags: [{ id: 13, name: 'Топ', slug: 'top' }],
  images: [{ id: 1170, src: 'http://localhost:4400/wp-content/uploads/ob-1.png', name: 'ob-1.png', alt: '' }],
  attributes: [
    {
      id: 1,
      name: 'Інтенсивність',
      slug: 'pa_intensity',
      position: 0,
      visible: true,
      variation: false,
      options: ['Помірна'],
    },
    {
      id: 3,
      name: 'Інгредієнт',
      slug: 'pa_ingredient',
      position: 2,
      visible: true,
      variation: false,
      options: ['Сандал', 'Уд', 'Невідомий'],
    },
    {
      id: 4,
      name: 'Тип аромату',
      slug: 'pa_scent-type',
      position: 3,
      visible: true,
      variation: false,
      options: ['гурманський'],
    },
    {
      id: 5,
      name: "Об'єм",
      slug: 'pa_volume',
      position: 4,
      visible: true,
      variation: true,
      options: ['30 мл', '50 мл'],
    },
  ],
  variations: [118, 119],
  meta_data: [],
  lang: 'uk',
};

const index = facetTermIndex({
  intensity: [{ slug: 'moderate', name: 'Помірна' }],
  trail: [{ slug: 'strong', name: 'Сильний' }],
  ingredient: [
    { slug: 'sandalwood', name: 'Сандал' },
    { slug: 'oud', name: 'Уд' },
  ],
  scent: [{ slug: 'gourmand', name: 'Гурманський' }],
});

describe('mapProductSummary', () => {
  const summary = mapProductSummary(wooProductSchema.parse(wireSummaryProduct), index);

  it('turns attribute term names into filter terms with their slugs', () => {
    expect(summary.facets).toEqual({
      intensity: [{ slug: 'moderate', name: 'Помірна' }],
      trail: [],
      // A name with no global term cannot be filtered on, so it is left out.
      ingredient: [
        { slug: 'sandalwood', name: 'Сандал' },
        { slug: 'oud', name: 'Уд' },
      ],
      scent: [{ slug: 'gourmand', name: 'гурманський' }],
    });
  });

  it('keeps what sorting and the card need, as numbers', () => {
    expect(summary).toMatchObject({
      id: 117,
      slug: 'orange-blossom-33',
      sku: 'W030',
      price: 1440,
      regularPrice: 1690,
      salePrice: 1440,
      onSale: true,
      rating: 3.5,
      ratingCount: 4,
      totalSales: 307,
      dateCreated: '2025-07-05T10:00:00',
      image: { src: 'http://localhost:4400/wp-content/uploads/ob-1.png', alt: 'Orange Blossom 33' },
      categories: [
        { id: 1, slug: 'women', name: 'Жіночі аромати' },
        { id: 7, slug: 'promotions', name: 'Акції' },
      ],
      tags: ['top'],
      inStock: true,
      type: 'variable',
    });
  });

  it('a variable perfume is priced for its smallest volume, whatever order its terms come in', () => {
    expect(summary.priceVolumeMl).toBe(30);
    const byName = wireSummaryProduct.attributes.map((a) =>
      a.slug === 'pa_volume' ? { ...a, options: ['100 мл', '30 мл', '50 мл'] } : a,
    );
    const reordered = mapProductSummary(
      wooProductSchema.parse({ ...wireSummaryProduct, attributes: byName }),
      index,
    );
    expect(reordered.priceVolumeMl).toBe(30);
  });

  it('a product without a volume attribute has no volume', () => {
    const lipstick = mapProductSummary(
      wooProductSchema.parse({
        ...wireSummaryProduct,
        type: 'simple',
        attributes: wireSummaryProduct.attributes.filter((a) => a.slug !== 'pa_volume'),
      }),
      index,
    );
    expect(lipstick.priceVolumeMl).toBeNull();
  });

  it('a product without a price or image is priced 0 with no image, and no sale price off sale', () => {
    const bare = mapProductSummary(
      wooProductSchema.parse({
        ...wireSummaryProduct,
        type: 'simple',
        price: '',
        regular_price: '',
        sale_price: '',
        on_sale: false,
        images: [],
        stock_status: 'outofstock',
      }),
      index,
    );
    expect(bare).toMatchObject({ price: 0, regularPrice: 0, salePrice: null, image: null, inStock: false });
  });
});
