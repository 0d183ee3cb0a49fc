import { sortProducts } from './catalog-sort';
import { summary } from './product-summary.test-support';

const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('sortProducts', () => {
  const products = [
    summary(1, {
      dateCreated: '2024-03-01T10:00:00',
      totalSales: 5,
      price: 900,
      rating: 4.5,
      ratingCount: 2,
    }),
    summary(2, {
      dateCreated: '2024-05-01T10:00:00',
      totalSales: 50,
      price: 1500,
      rating: 4.5,
      ratingCount: 10,
    }),
    summary(3, { dateCreated: '2024-01-01T10:00:00', totalSales: 20, price: 600, rating: 3, ratingCount: 1 }),
    summary(4, { dateCreated: '2024-04-01T10:00:00', totalSales: 0, price: 2000, rating: 0, ratingCount: 0 }),
  ];

  it('date puts the newest first', () => {
    expect(ids(sortProducts(products, 'date'))).toEqual([2, 4, 1, 3]);
  });

  it('popularity puts the best sellers first', () => {
    expect(ids(sortProducts(products, 'popularity'))).toEqual([2, 3, 1, 4]);
  });

  it('price sorts by the price the shopper pays, both ways', () => {
    expect(ids(sortProducts(products, 'price-asc'))).toEqual([3, 1, 2, 4]);
    expect(ids(sortProducts(products, 'price-desc'))).toEqual([4, 2, 1, 3]);
  });

  it('rating sorts by the average, then by how many reviews back it', () => {
    expect(ids(sortProducts(products, 'rating-desc'))).toEqual([2, 1, 3, 4]);
    expect(ids(sortProducts(products, 'rating-asc'))).toEqual([4, 3, 1, 2]);
  });

  it('breaks ties by id so pages never overlap, whatever the input order', () => {
    const same = [summary(9), summary(3), summary(7)];
    expect(ids(sortProducts(same, 'price-asc'))).toEqual([3, 7, 9]);
    expect(ids(sortProducts([...same].reverse(), 'price-asc'))).toEqual([3, 7, 9]);
    expect(ids(sortProducts(same, 'date'))).toEqual([3, 7, 9]);
  });

  it('leaves the given list alone', () => {
    const copy = [...products];
    sortProducts(products, 'price-asc');
    expect(products).toEqual(copy);
  });
});
