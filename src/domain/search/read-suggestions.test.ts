import { INVALID } from '@/domain/stored/read';
import { isEmptySuggestions, readSearchSuggestions } from './read-suggestions';
import { articleSlugPath, searchPath, termPath } from './search-links';

const product = {
  id: 7,
  slug: 'velvet-amber-07',
  name: 'Velvet Amber',
  sku: 'AR-007',
  type: 'variable',
  price: 1200,
  regularPrice: null,
  onSale: false,
  priceVolumeMl: 30,
  rating: 0,
  ratingCount: 0,
  inStock: true,
  image: null,
  categories: [],
};

describe("GET /api/search's answer, read in the browser", () => {
  it('keeps a full answer and drops keys it does not know', () => {
    const answer = {
      query: 'амбр',
      products: [{ ...product, extra: 1 }],
      categories: [{ slug: 'women', name: 'Жіночі' }],
      terms: [{ facet: 'ingredient', slug: 'amber', name: 'Амбра' }],
      articles: [{ slug: 'amber', title: 'Амбра' }],
      took: 3,
    };
    const read = readSearchSuggestions(answer);
    expect(read).toEqual({ ...answer, products: [product], took: undefined });
    expect(read !== INVALID && isEmptySuggestions(read)).toBe(false);
  });

  it('reads the answer with every list empty', () => {
    const read = readSearchSuggestions({
      query: 'zz',
      products: [],
      categories: [],
      terms: [],
      articles: [],
    });
    expect(read !== INVALID && isEmptySuggestions(read)).toBe(true);
  });

  it.each([
    ['an error body', { error: { code: 'bad_request', message: 'q must be at most 100 characters' } }],
    ['a list missing', { query: 'a', products: [], categories: [], terms: [] }],
    [
      'a term of an unknown facet',
      {
        query: 'a',
        products: [],
        categories: [],
        terms: [{ facet: 'brand', slug: 'x', name: 'X' }],
        articles: [],
      },
    ],
    [
      'a product without a price field',
      { query: 'a', products: [{ ...product, price: undefined }], categories: [], terms: [], articles: [] },
    ],
    ['not an object', 'oops'],
  ])('refuses %s', (_, body) => {
    expect(readSearchSuggestions(body)).toBe(INVALID);
  });
});

describe('where a suggestion leads', () => {
  it('a term opens the catalogue filtered by it; an article its slug; a query its results page', () => {
    expect(termPath({ facet: 'scent', slug: 'woody', name: 'Деревний' })).toBe('/catalog?scent=woody');
    expect(articleSlugPath('how-to-wear-amber')).toBe('/article/how-to-wear-amber');
    expect(searchPath(' oud noir ')).toBe('/search?q=oud+noir');
    expect(searchPath('  ')).toBe('/search');
  });
});
