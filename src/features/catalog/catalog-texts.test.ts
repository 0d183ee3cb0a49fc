import { SORT_KEYS } from '@/domain/catalog/catalog-query';
import { FACET_KEYS } from '@/domain/catalog/product';
import { serverT } from '@/i18n/server';

describe('catalogue texts', () => {
  it.each(['uk', 'en', 'ru'] as const)('%s names every sort option and filter', (lng) => {
    const t = serverT(lng, 'catalog');
    for (const key of SORT_KEYS) expect(t(`sort.${key}`)).not.toBe(`sort.${key}`);
    for (const key of [...FACET_KEYS, 'rating']) expect(t(`facets.${key}`)).not.toBe(`facets.${key}`);
  });

  it('counts products in Ukrainian plural forms', () => {
    const t = serverT('uk', 'catalog');
    expect([1, 3, 5, 21].map((count) => t('count', { count }))).toEqual([
      '1 товар',
      '3 товари',
      '5 товарів',
      '21 товар',
    ]);
  });

  it('says so when the query finds nothing (spec §8)', () => {
    expect(serverT('en', 'catalog')('empty')).toBe('No products found for your query.');
  });
});
