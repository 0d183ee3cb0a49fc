import { pageProducts } from './catalog-page';

const list = Array.from({ length: 25 }, (_, i) => i + 1);

describe('pageProducts', () => {
  it('slices the asked page and reports the totals', () => {
    expect(pageProducts(list, 2, 12)).toEqual({
      items: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24],
      total: 25,
      pages: 3,
      page: 2,
    });
    expect(pageProducts(list, 3, 12).items).toEqual([25]);
  });

  it('a page past the end shows the last page; below 1 shows the first', () => {
    expect(pageProducts(list, 9, 12)).toMatchObject({ page: 3, items: [25] });
    expect(pageProducts(list, 0, 12)).toMatchObject({ page: 1 });
    expect(pageProducts(list, Number.NaN, 12)).toMatchObject({ page: 1 });
  });

  it('an empty list is page 1 of 0', () => {
    expect(pageProducts([], 4, 12)).toEqual({ items: [], total: 0, pages: 0, page: 1 });
  });
});
