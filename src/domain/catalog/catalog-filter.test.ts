import { filterProducts } from './catalog-filter';
import { parseCatalogQuery } from './parse-catalog-query';
import { summary, term } from './product-summary.test-support';

const ids = (list: { id: number }[]) => list.map((p) => p.id);

const products = [
  summary(1, { rating: 5, facets: { intensity: [term('strong')], trail: [term('long')] } }),
  summary(2, { rating: 4, facets: { intensity: [term('light')], trail: [term('long')] } }),
  summary(3, { rating: 3, facets: { intensity: [term('medium')], trail: [term('short')] } }),
  summary(4, { rating: 0, facets: { intensity: [term('strong'), term('medium')] } }),
];

describe('filterProducts', () => {
  it('shows everything without filters', () => {
    expect(ids(filterProducts(products, parseCatalogQuery({})))).toEqual([1, 2, 3, 4]);
  });

  it('any of the ticked terms of one filter will do', () => {
    const query = parseCatalogQuery({ intensity: 'strong,light' });
    expect(ids(filterProducts(products, query))).toEqual([1, 2, 4]);
  });

  it('every filter with a selection must be met', () => {
    const query = parseCatalogQuery({ intensity: 'strong,medium', trail: 'long' });
    expect(ids(filterProducts(products, query))).toEqual([1]);
  });

  it('a rating filter keeps products rated at least that and drops unrated ones', () => {
    expect(ids(filterProducts(products, parseCatalogQuery({ rating: '4' })))).toEqual([1, 2]);
    expect(ids(filterProducts(products, parseCatalogQuery({ rating: '1' })))).toEqual([1, 2, 3]);
  });

  it('an unknown term finds nothing rather than being ignored', () => {
    expect(filterProducts(products, parseCatalogQuery({ scent: 'no-such-term' }))).toEqual([]);
  });
});
