import type { Language } from '@/config/shop';
import type { ProductSummary } from '@/domain/catalog/product';
import { summary, term } from '@/domain/catalog/product-summary.test-support';
import { buildShopSearch, type SearchableProduct } from './shop-search';

const women = { id: 15, slug: 'women', name: 'Жіночі аромати' };
const samples = { id: 40, slug: 'aroma-samples', name: 'Пробники' };

/** The same products in three languages: names and terms as each language writes them. */
function shop(products: { uk: ProductSummary; en?: Partial<ProductSummary>; notes?: string[] }[]) {
  const inLanguage = (lng: Language): SearchableProduct[] =>
    products.map(({ uk, en, notes = [] }) => ({
      summary: lng === 'uk' ? uk : { ...uk, ...en },
      notes,
    }));
  const categories = [
    { slug: 'women', name: 'Жіночі аромати' },
    { slug: 'men', name: 'Чоловічі аромати' },
    { slug: 'aroma-samples', name: 'Пробники' },
  ];
  return buildShopSearch({
    products: { uk: inLanguage('uk'), en: inLanguage('en'), ru: inLanguage('ru') },
    categories: {
      uk: categories,
      en: categories.map((c) => ({ ...c, name: `${c.slug} en` })),
      ru: categories,
    },
  });
}

const names = (products: ProductSummary[]) => products.map((p) => p.name);

const bergamot = summary(1, {
  name: 'Bergamot Storm',
  facets: { ingredient: [term('bergamot', 'Бергамот')], scent: [term('citrus', 'Цитрусовий')] },
});
const vanilla = summary(2, { name: 'Vanilla Silk', facets: { ingredient: [term('vanilla', 'Ваніль')] } });
const musk = summary(3, { name: 'White Musk', categories: [women] });

describe('buildShopSearch: products', () => {
  it('never answers a product of an internal category, whatever it is named', () => {
    const search = shop([
      { uk: bergamot },
      { uk: summary(9, { name: 'Bergamot Storm 2 мл', categories: [samples] }) },
    ]);
    expect(names(search.products('uk', 'bergamot'))).toEqual(['Bergamot Storm']);
  });

  it('puts sold-out products last, however well they match', () => {
    const soldOut = summary(4, { name: 'Bergamot', inStock: false });
    const search = shop([{ uk: soldOut }, { uk: bergamot }]);
    expect(names(search.products('uk', 'bergamot'))).toEqual(['Bergamot Storm', 'Bergamot']);
  });

  it('finds a product by a filter value written in another language, and answers in the page’s', () => {
    const search = shop([
      {
        uk: vanilla,
        en: {
          name: 'Vanilla Silk EN',
          facets: { ...vanilla.facets, ingredient: [term('vanilla', 'Vanilla')] },
        },
      },
      { uk: bergamot },
    ]);
    expect(names(search.products('en', 'ваніль'))).toEqual(['Vanilla Silk EN']);
    expect(names(search.products('uk', 'vanilla'))).toEqual(['Vanilla Silk']);
  });

  it('finds a product by its notes', () => {
    const search = shop([{ uk: musk, notes: ['Бергамот, мандарин', 'Півонія', 'Кедр'] }, { uk: vanilla }]);
    expect(names(search.products('uk', 'мандарин'))).toEqual(['White Musk']);
    expect(names(search.products('en', 'mandarin'))).toEqual(['White Musk']);
  });

  it('forgives one typo from 4 letters and two from 8, none in shorter words', () => {
    const search = shop([{ uk: bergamot }, { uk: musk }, { uk: summary(5, { name: 'Oud Vetiver' }) }]);
    expect(names(search.products('en', 'mosk'))).toEqual(['White Musk']);
    expect(names(search.products('en', 'bregamto'))).toEqual(['Bergamot Storm']);
    expect(names(search.products('en', 'ouf'))).toEqual([]);
    expect(names(search.products('en', 'betivar'))).toEqual([]);
    expect(names(search.products('en', 'vitiver'))).toEqual(['Oud Vetiver']);
  });

  it('takes each word as the start of a longer one', () => {
    const search = shop([{ uk: bergamot }, { uk: musk }]);
    expect(names(search.products('uk', 'берг'))).toEqual(['Bergamot Storm']);
  });

  it('answers every word it can when no product has them all', () => {
    const search = shop([{ uk: bergamot }, { uk: musk }]);
    expect(names(search.products('uk', 'bergamot xyzzy'))).toEqual(['Bergamot Storm']);
    expect(names(search.products('uk', 'bergamot storm'))).toEqual(['Bergamot Storm']);
  });
});

describe('buildShopSearch: categories and filter values', () => {
  it('suggests a filter value by facet, slug and its name in the page’s language', () => {
    const search = shop([
      { uk: vanilla, en: { facets: { ...vanilla.facets, ingredient: [term('vanilla', 'Vanilla')] } } },
      { uk: bergamot },
    ]);
    expect(search.terms('en', 'ваниль')).toEqual([{ facet: 'ingredient', slug: 'vanilla', name: 'Vanilla' }]);
    expect(search.terms('uk', 'цитрус')).toEqual([{ facet: 'scent', slug: 'citrus', name: 'Цитрусовий' }]);
  });

  it('suggests only categories a shelf product is in', () => {
    const search = shop([{ uk: musk }, { uk: summary(9, { name: 'Musk 2 мл', categories: [samples] }) }]);
    expect(search.categories('uk', 'аромати')).toEqual([{ slug: 'women', name: 'Жіночі аромати' }]);
    expect(search.categories('uk', 'чоловічі')).toEqual([]);
    expect(search.categories('uk', 'пробники')).toEqual([]);
    expect(search.categories('en', 'жіночі')).toEqual([{ slug: 'women', name: 'women en' }]);
  });
});

describe('buildShopSearch: a repeated query', () => {
  it('answers the same again, whatever the caller did with the first answer', () => {
    const search = shop([{ uk: bergamot }, { uk: musk }]);
    const first = search.products('uk', 'bergamot');
    first.push(musk);
    expect(names(search.products('uk', 'Bergamot '))).toEqual(['Bergamot Storm']);
  });
});

describe('buildShopSearch: another form of a word', () => {
  it('finds a category or a note by the start of a long word', () => {
    const men = { id: 16, slug: 'men', name: 'Чоловічі аромати' };
    const search = shop([{ uk: summary(7, { name: 'Cedar Wood', categories: [men] }) }, { uk: vanilla }]);
    expect(search.categories('uk', 'для чоловіків')).toEqual([{ slug: 'men', name: 'Чоловічі аромати' }]);
    expect(names(search.products('uk', 'ванільний'))).toEqual(['Vanilla Silk']);
  });
});
