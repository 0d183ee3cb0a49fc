import { applyCatalogQuery } from './apply-catalog-query';
import { parseCatalogQuery } from './parse-catalog-query';
import { summary, term } from './product-summary.test-support';

describe('applyCatalogQuery', () => {
  const products = Array.from({ length: 30 }, (_, i) =>
    summary(i + 1, {
      price: 100 * (30 - i),
      facets: { intensity: [term(i % 2 === 0 ? 'strong' : 'light')] },
    }),
  );

  it('filters, sorts and pages the list and counts the filters over the whole list', () => {
    const result = applyCatalogQuery(
      products,
      parseCatalogQuery({ intensity: 'strong', sort: 'price-asc', page: '2' }),
      12,
    );
    expect(result.total).toBe(15);
    expect(result.pages).toBe(2);
    expect(result.page).toBe(2);
    expect(result.items.map((p) => p.price)).toEqual([2600, 2800, 3000]);
    expect(result.facets.intensity.map((o) => [o.slug, o.count])).toEqual([
      ['light', 15],
      ['strong', 15],
    ]);
  });

  it('uses the configured page size by default', () => {
    expect(applyCatalogQuery(products, parseCatalogQuery({})).items).toHaveLength(12);
  });
});
