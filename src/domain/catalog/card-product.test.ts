import { INVALID } from '@/domain/stored/read';
import { inIdOrder, readCardProductsAnswer, toCardProduct } from './card-product';
import { summary } from './product-summary.test-support';

describe('card product', () => {
  it('a catalogue summary becomes the card the browser can draw again', () => {
    const card = toCardProduct(
      summary(7, {
        name: 'Velvet Amber 07',
        image: { src: 'http://localhost:4000/velvet.jpg', alt: 'Velvet Amber 07' },
        onSale: true,
        salePrice: 1040,
        price: 1040,
        regularPrice: 1300,
      }),
    );
    expect(card).toEqual({
      id: 7,
      slug: 'perfume-7',
      name: 'Velvet Amber 07',
      sku: 'SKU-7',
      type: 'variable',
      price: 1040,
      regularPrice: 1300,
      onSale: true,
      priceVolumeMl: null,
      rating: 0,
      ratingCount: 0,
      inStock: true,
      image: 'http://localhost:4000/velvet.jpg',
      categories: [{ name: 'Жіночі аромати' }],
    });
    expect(readCardProductsAnswer(JSON.parse(JSON.stringify({ products: [card] })))).toEqual({
      products: [card],
    });
  });

  it('an answer of another shape is INVALID, not a half-drawn card', () => {
    const card = toCardProduct(summary(7));
    expect(readCardProductsAnswer({ products: [{ ...card, price: '1040' }] })).toBe(INVALID);
    expect(readCardProductsAnswer({ items: [] })).toBe(INVALID);
    expect(readCardProductsAnswer(null)).toBe(INVALID);
  });

  it('products come in the order of the ids, without the ones the catalogue lacks', () => {
    const products = [summary(1), summary(2), summary(3)];
    expect(inIdOrder(products, [3, 9, 1]).map((p) => p.id)).toEqual([3, 1]);
  });
});
