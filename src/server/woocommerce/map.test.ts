import { canAdd } from '@/domain/cart/can-add';
import { productFacts, volumeKey } from '@/domain/catalogue/product-detail';
import {
  catalogueItem,
  catalogueVariation,
  facetTermIndex,
  giftOffer,
  mapAroma,
  mapCategory,
  mapCertificate,
  mapGiftCard,
  mapProduct,
  mapProductSummary,
  mapReview,
  mapSetProduct,
  mapVariation,
  productKind,
} from './map';
import { wooCategorySchema, wooProductSchema, wooReviewSchema, wooVariationSchema } from './schemas';

/*
 * The one mapper from WooCommerce's wire format: the product as the product page, a catalogue
 * list, checkout and the special screens read it.
 */

// ---- Products and categories (GET /products, /products/categories) ----

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

  it('a review keeps reviewer, UTC date, stars and its text as plain paragraphs', () => {
    const review = mapReview(
      wooReviewSchema.parse({
        id: 4,
        product_id: 12,
        date_created: '2025-02-15T14:00:00',
        date_created_gmt: '2025-02-15T12:00:00',
        reviewer: ' Ірина ',
        review: '<p>Ніжний і затишний.</p>\n<p>Другий<br />\nрядок &amp; ще</p>\n',
        rating: 3,
      }),
    );
    expect(review).toEqual({
      id: 4,
      productId: 12,
      reviewer: 'Ірина',
      date: '2025-02-15T12:00:00Z',
      rating: 3,
      paragraphs: ['Ніжний і затишний.', 'Другий\nрядок & ще'],
      photos: [],
      language: null,
    });
  });
});

// ---- The special products ----

// Shaped as the sandbox (and WooCommerce REST v3 with ACF in meta_data) answers GET /products.
function wire(overrides: Record<string, unknown>) {
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

describe('one reading of the shop’s conventions for every screen and for checkout', () => {
  it('the surprise gift is recognised the same by the gift list and by checkout, however ACF stored the flag', () => {
    for (const value of ['1', 1, true]) {
      const gift = wire({ sku: 'GIFT-9', price: '0', meta_data: [{ key: 'gift_surprise', value }] });
      expect(productKind(gift).surpriseGift).toBe(true);
      expect(catalogueItem(gift).surpriseGift).toBe(true);
    }
    expect(catalogueItem(wire({ sku: 'GIFT-SURPRISE', meta_data: [] })).surpriseGift).toBe(true);
    expect(catalogueItem(wire({ sku: 'GIFT-1', meta_data: [] })).surpriseGift).toBe(false);
  });

  it('checkout reads a set’s size and a certificate’s type as the set and certificate pages do', () => {
    const set = wire({
      type: 'simple',
      sku: 'DS-9',
      price: '459',
      meta_data: [{ key: 'set_size', value: '9' }],
    });
    expect(catalogueItem(set)).toMatchObject({ setSize: 9, price: 459, variationId: 0 });
    expect(mapProduct(set).setSize).toBe(9);
    expect(catalogueItem(wire({ meta_data: [{ key: 'set_size', value: 7 }] })).setSize).toBeUndefined();

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
    expect(catalogueItem(certificate)).toMatchObject({ price: null, isVariableParent: true });
    expect(catalogueVariation(certificate, denomination)).toMatchObject({
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
      catalogueVariation(
        certificate,
        wooVariationSchema.parse({ id: 361, price: '2000', purchasable: false }),
      ).inStock,
    ).toBe(false);
  });
});
