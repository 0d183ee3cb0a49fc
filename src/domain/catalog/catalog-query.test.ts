import {
  catalogHref,
  catalogQueryToSearchParams,
  DEFAULT_CATALOG_QUERY,
  toggleFacet,
  toggleRating,
  withPage,
  withSort,
} from './catalog-query';
import { parseCatalogQuery } from './parse-catalog-query';

describe('parseCatalogQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseCatalogQuery({})).toEqual(DEFAULT_CATALOG_QUERY);
    expect(parseCatalogQuery(new URLSearchParams())).toEqual(DEFAULT_CATALOG_QUERY);
  });

  it('reads every filter, the sort and the page from the URL', () => {
    const query = parseCatalogQuery(
      new URLSearchParams(
        'intensity=strong,light&trail=long&ingredient=rose&scent=woody&rating=4&sort=price-asc&page=2',
      ),
    );
    expect(query).toEqual({
      facets: {
        intensity: ['light', 'strong'],
        trail: ['long'],
        ingredient: ['rose'],
        scent: ['woody'],
      },
      rating: 4,
      sort: 'price-asc',
      page: 2,
    });
  });

  it('falls back to the default for each bad value instead of failing', () => {
    const query = parseCatalogQuery({
      sort: 'cheapest',
      page: '-3',
      rating: '7',
      intensity: 'strong,<script>,a b,,',
    });
    expect(query.sort).toBe('date');
    expect(query.page).toBe(1);
    expect(query.rating).toBeNull();
    expect(query.facets.intensity).toEqual(['strong']);
    expect(parseCatalogQuery({ page: '2.5', rating: '4.5' })).toMatchObject({ page: 1, rating: null });
    expect(parseCatalogQuery({ page: '99999999', rating: '0' })).toMatchObject({ page: 1, rating: null });
    expect(parseCatalogQuery({ page: 'abc', rating: '' })).toMatchObject({ page: 1, rating: null });
  });

  it('merges a repeated facet and takes the first of a repeated single value', () => {
    const query = parseCatalogQuery({
      trail: ['long', 'medium,long'],
      sort: ['rating-desc', 'date'],
      page: ['3', '1'],
    });
    expect(query.facets.trail).toEqual(['long', 'medium']);
    expect(query.sort).toBe('rating-desc');
    expect(query.page).toBe(3);
  });

  it('keeps percent-encoded Cyrillic slugs and lowercases the rest', () => {
    const query = parseCatalogQuery({ ingredient: '%d1%80%d0%be%d0%b7%d0%b0,Rose' });
    expect(query.facets.ingredient).toEqual(['%d1%80%d0%be%d0%b7%d0%b0', 'rose']);
  });
});

describe('canonical catalogue URLs', () => {
  it('leaves defaults out and writes keys in a fixed order', () => {
    expect(catalogQueryToSearchParams(DEFAULT_CATALOG_QUERY).toString()).toBe('');
    const query = parseCatalogQuery({ page: '2', sort: 'popularity', scent: 'woody', intensity: 'b,a' });
    expect(catalogHref('/catalog/women', query)).toBe(
      '/catalog/women?intensity=a,b&scent=woody&sort=popularity&page=2',
    );
    expect(catalogHref('/catalog', DEFAULT_CATALOG_QUERY)).toBe('/catalog');
  });

  it('round-trips: parsing the canonical query gives the same query back', () => {
    const query = parseCatalogQuery({
      intensity: 'strong,light',
      trail: 'long',
      rating: '3',
      sort: 'rating-asc',
      page: '4',
    });
    expect(parseCatalogQuery(catalogQueryToSearchParams(query))).toEqual(query);
    const href = catalogHref('/catalog', query);
    expect(parseCatalogQuery(new URL(href, 'http://x').searchParams)).toEqual(query);
  });

  it('one selection has one URL whatever order the shopper ticked terms in', () => {
    const ab = parseCatalogQuery({ intensity: 'a,b' });
    const ba = parseCatalogQuery({ intensity: ['b', 'a'] });
    expect(catalogHref('/catalog', ab)).toBe(catalogHref('/catalog', ba));
  });
});

describe('link helpers', () => {
  const onPage3 = parseCatalogQuery({ intensity: 'strong', page: '3', sort: 'price-desc' });

  it('toggling a term adds or removes it and returns to page 1', () => {
    const added = toggleFacet(onPage3, 'intensity', 'light');
    expect(added.facets.intensity).toEqual(['light', 'strong']);
    expect(added.page).toBe(1);
    expect(toggleFacet(added, 'intensity', 'strong').facets.intensity).toEqual(['light']);
    expect(onPage3.facets.intensity).toEqual(['strong']);
  });

  it('choosing the selected rating again clears it', () => {
    const four = toggleRating(onPage3, 4);
    expect(four).toMatchObject({ rating: 4, page: 1 });
    expect(toggleRating(four, 4).rating).toBeNull();
  });

  it('a new sort starts at page 1; a page link keeps everything else', () => {
    expect(withSort(onPage3, 'popularity')).toMatchObject({ sort: 'popularity', page: 1 });
    expect(withPage(onPage3, 5)).toEqual({ ...onPage3, page: 5 });
    expect(withPage(onPage3, 0).page).toBe(1);
  });
});
