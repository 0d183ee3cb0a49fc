import { applyCatalogQuery } from '@/domain/catalog/apply-catalog-query';
import { catalogHref, clearFilters, toggleFacet, withPage, withSort } from '@/domain/catalog/catalog-query';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import { summary, term } from '@/domain/catalog/product-summary.test-support';
import { hasFilters, parseSearchQuery } from './search-query';

describe('the search page query', () => {
  it('reads the term, trimmed and cut at 100 characters, in relevance order by default', () => {
    const query = parseSearchQuery({ q: '  уд   нуар ', page: '2' });
    expect(query).toMatchObject({ q: 'уд нуар', sort: 'relevance', page: 2 });
    expect(parseSearchQuery({ q: 'а'.repeat(150) }).q).toHaveLength(100);
    expect(parseSearchQuery({}).q).toBe('');
    expect(parseSearchQuery({ q: ['oud', 'amber'], sort: 'nonsense' })).toMatchObject({
      q: 'oud',
      sort: 'relevance',
    });
  });

  it('keeps the term first in every filter, sort and page link, and leaves the default order out', () => {
    const query = parseSearchQuery({ q: 'ваніль' });
    expect(catalogHref('/search', query)).toBe('/search?q=%D0%B2%D0%B0%D0%BD%D1%96%D0%BB%D1%8C');
    const filtered = toggleFacet(parseSearchQuery({ q: 'oud', page: '3' }), 'ingredient', 'vanilla');
    expect(catalogHref('/en/search', filtered)).toBe('/en/search?q=oud&ingredient=vanilla');
    expect(catalogHref('/search', withSort(filtered, 'date'))).toBe(
      '/search?q=oud&ingredient=vanilla&sort=date',
    );
    expect(catalogHref('/search', withPage(filtered, 2))).toBe('/search?q=oud&ingredient=vanilla&page=2');
    expect(catalogHref('/search', clearFilters(filtered))).toBe('/search?q=oud');
    expect(hasFilters(filtered)).toBe(true);
    expect(hasFilters(clearFilters(filtered))).toBe(false);
  });

  it('the catalogue itself neither offers nor keeps relevance', () => {
    expect(parseCatalogQuery({ sort: 'relevance' }).sort).toBe('date');
    expect(catalogHref('/catalog', parseCatalogQuery({ sort: 'date' }))).toBe('/catalog');
  });

  it('relevance keeps the engine’s order; another order sorts the found products', () => {
    const found = [
      summary(3, { price: 900 }),
      summary(1, { price: 1500, facets: { ingredient: [term('vanilla')] } }),
      summary(2, { price: 500 }),
    ];
    expect(applyCatalogQuery(found, parseSearchQuery({ q: 'x' })).items.map((p) => p.id)).toEqual([3, 1, 2]);
    expect(
      applyCatalogQuery(found, parseSearchQuery({ q: 'x', sort: 'price-asc' })).items.map((p) => p.id),
    ).toEqual([2, 3, 1]);
    const vanilla = toggleFacet(parseSearchQuery({ q: 'x' }), 'ingredient', 'vanilla');
    expect(applyCatalogQuery(found, vanilla).items.map((p) => p.id)).toEqual([1]);
  });
});
