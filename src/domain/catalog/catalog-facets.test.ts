import { facetCounts, offeredQuery } from './catalog-facets';
import { parseCatalogQuery } from './parse-catalog-query';
import { summary, term } from './product-summary.test-support';

const strong = term('strong', 'Сильна');
const light = term('light', 'Легка');
const medium = term('medium', 'Помірна');
const long = term('long', 'Довгий');
const short = term('short', 'Короткий');

const products = [
  summary(1, { rating: 5, facets: { intensity: [strong], trail: [long] } }),
  summary(2, { rating: 4, facets: { intensity: [light], trail: [long] } }),
  summary(3, { rating: 3, facets: { intensity: [medium], trail: [short] } }),
  summary(4, { rating: 4.5, facets: { intensity: [strong, medium], trail: [short] } }),
];

const counts = (options: { slug: string; count: number }[]) =>
  Object.fromEntries(options.map((o) => [o.slug, o.count]));

describe('facetCounts', () => {
  it('without filters, counts each term over the whole list, sorted by name', () => {
    const facets = facetCounts(products, parseCatalogQuery({}), 'uk');
    expect(facets.intensity.map((o) => o.name)).toEqual(['Легка', 'Помірна', 'Сильна']);
    expect(counts(facets.intensity)).toEqual({ light: 1, medium: 2, strong: 2 });
    expect(counts(facets.trail)).toEqual({ long: 2, short: 2 });
    expect(facets.scent).toEqual([]);
  });

  it("a term's count ignores its own facet's selection but honours the others", () => {
    const facets = facetCounts(products, parseCatalogQuery({ intensity: 'strong', trail: 'long' }));
    // Ticking "light" too would show strong OR light among the long-trail products: light adds #2.
    expect(counts(facets.intensity)).toEqual({ light: 1, medium: 0, strong: 1 });
    // Trail counts are among the strong products (#1 long, #4 short).
    expect(counts(facets.trail)).toEqual({ long: 1, short: 1 });
    expect(facets.intensity.find((o) => o.slug === 'strong')?.selected).toBe(true);
    expect(facets.intensity.find((o) => o.slug === 'light')?.selected).toBe(false);
  });

  it('keeps a term that other filters leave empty, with 0, so it does not vanish', () => {
    const facets = facetCounts(products, parseCatalogQuery({ trail: 'short' }));
    expect(counts(facets.intensity)).toEqual({ light: 0, medium: 2, strong: 1 });
  });

  it('rating buckets count products of at least N stars among the facet matches', () => {
    const facets = facetCounts(products, parseCatalogQuery({ intensity: 'strong,medium', rating: '5' }));
    expect(facets.rating).toEqual([
      { value: 5, count: 1, selected: true },
      { value: 4, count: 2, selected: false },
      { value: 3, count: 3, selected: false },
      { value: 2, count: 3, selected: false },
      { value: 1, count: 3, selected: false },
    ]);
    // And the rating filter narrows the term counts: only #1 is rated 5.
    expect(counts(facets.intensity)).toEqual({ light: 0, medium: 0, strong: 1 });
  });
});

describe('offeredQuery', () => {
  it('is the same query when every term asked for is offered', () => {
    const query = parseCatalogQuery({ intensity: 'light,strong', trail: 'short', rating: '4', page: '2' });
    expect(offeredQuery(products, query)).toBe(query);
    const none = parseCatalogQuery({});
    expect(offeredQuery(products, none)).toBe(none);
  });

  it('drops the terms no product of the list carries, and keeps the rest of the query', () => {
    const query = parseCatalogQuery({
      intensity: 'strong,no-such-term',
      scent: 'oud',
      trail: 'long',
      rating: '4',
      sort: 'price-asc',
      page: '2',
    });
    const offered = offeredQuery(products, query);
    expect(offered.facets).toEqual({ intensity: ['strong'], trail: ['long'], ingredient: [], scent: [] });
    expect(offered).toMatchObject({ rating: 4, sort: 'price-asc', page: 2 });
    expect(query.facets.intensity).toEqual(['no-such-term', 'strong']);
  });

  it('keeps a term the other filters leave empty: it is offered, with 0', () => {
    const query = parseCatalogQuery({ intensity: 'light', trail: 'short' });
    expect(offeredQuery(products, query)).toBe(query);
  });

  it('offers nothing from an empty list', () => {
    const offered = offeredQuery([], parseCatalogQuery({ intensity: 'light', rating: '5' }));
    expect(offered.facets.intensity).toEqual([]);
    expect(offered.rating).toBe(5);
  });
});
