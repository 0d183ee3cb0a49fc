import { createInstance } from 'i18next';
import { SORT_KEYS } from '@/domain/catalogue/catalog-query';
import { catalogResources } from './catalog-locales';
import { FACET_KEYS } from '@/domain/catalogue/product';

function translator(lng: 'uk' | 'en' | 'ru') {
  const i18n = createInstance();
  void i18n.init({
    lng,
    resources: { [lng]: { catalog: catalogResources[lng] } },
    defaultNS: 'catalog',
    initAsync: false,
  });
  return i18n.t.bind(i18n);
}

/** Keys with the plural suffix taken off, so languages with different plural forms compare equal. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|few|many|other)$/, '')];
  return [
    ...new Set(Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))),
  ].sort();
}

describe('catalogue texts', () => {
  it('every language has the same texts', () => {
    expect(keys(catalogResources.en)).toEqual(keys(catalogResources.uk));
    expect(keys(catalogResources.ru)).toEqual(keys(catalogResources.uk));
  });

  it.each(['uk', 'en', 'ru'] as const)('%s names every sort option and filter', (lng) => {
    const t = translator(lng);
    for (const key of SORT_KEYS) expect(t(`sort.${key}`)).not.toBe(`sort.${key}`);
    for (const key of [...FACET_KEYS, 'rating']) expect(t(`facets.${key}`)).not.toBe(`facets.${key}`);
  });

  it('counts products in Ukrainian plural forms', () => {
    const t = translator('uk');
    expect([1, 3, 5, 21].map((count) => t('count', { count }))).toEqual([
      '1 товар',
      '3 товари',
      '5 товарів',
      '21 товар',
    ]);
  });

  it('says so when the query finds nothing (spec §8)', () => {
    expect(translator('en')('empty')).toBe('No products found for your query.');
  });
});
