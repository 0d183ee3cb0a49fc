import { summary } from '@/domain/catalog/product-summary.test-support';
import {
  cartLineToGa4Item,
  ecommerceValue,
  productToGa4Item,
  valuedItems,
  variationToGa4Item,
} from './ga4-items';

const list = { listId: 'women', listName: 'Жіночі аромати' };

describe('GA4 items', () => {
  it('a catalogue card reports its SKU, name, price, categories, list and position', () => {
    const product = summary(7, {
      sku: 'AR-007',
      name: 'Amber Noir',
      price: 1200,
      regularPrice: 1500,
      categories: [
        { id: 1, slug: 'women', name: 'Жіночі аромати' },
        { id: 2, slug: 'bestsellers', name: 'Бестселери' },
      ],
    });
    expect(productToGa4Item(product, { index: 3, list })).toEqual({
      item_id: 'AR-007',
      item_name: 'Amber Noir',
      price: 1200,
      discount: 300,
      item_category: 'Жіночі аромати',
      item_category2: 'Бестселери',
      index: 3,
      item_list_id: 'women',
      item_list_name: 'Жіночі аромати',
    });
  });

  it('sends at most five categories and falls back to the id without a SKU', () => {
    const categories = Array.from({ length: 7 }, (_, i) => ({ id: i, slug: `c${i}`, name: `C${i}` }));
    const item = productToGa4Item(summary(9, { sku: ' ', categories }));
    expect(item.item_id).toBe('9');
    expect(item.item_category5).toBe('C4');
    expect(Object.keys(item).filter((key) => key.startsWith('item_category'))).toHaveLength(5);
  });

  it('a chosen volume reports the variation price and the volume as item_variant', () => {
    const product = summary(7, { sku: 'AR-007', name: 'Amber Noir' });
    const item = variationToGa4Item(
      product,
      { id: 71, sku: 'AR-007-50', price: 2100, regularPrice: 2100, volume: '50 ml' },
      { quantity: 2 },
    );
    expect(item).toMatchObject({
      item_id: 'AR-007-50',
      item_name: 'Amber Noir',
      price: 2100,
      item_variant: '50 ml',
      quantity: 2,
    });
    expect(item).not.toHaveProperty('discount');
    expect(variationToGa4Item(product, { id: 72, sku: '', price: 900 }).item_id).toBe('AR-007');
  });

  it('a basket line reports its quantity', () => {
    const line = {
      id: 7,
      variation_id: 71,
      title: 'Amber Noir',
      price: 2100,
      volume: '50 ml',
      count: 2,
      sku: 'AR-007-50',
    };
    expect(cartLineToGa4Item(line, 0)).toEqual({
      item_id: 'AR-007-50',
      item_name: 'Amber Noir',
      price: 2100,
      quantity: 2,
      item_variant: '50 ml',
      index: 0,
    });
    expect(cartLineToGa4Item({ ...line, sku: undefined }).item_id).toBe('71');
  });

  it('value is the sum of price × quantity, rounded to kopiyky, in UAH', () => {
    const items = [
      { item_id: 'a', item_name: 'A', price: 10.1, quantity: 3 },
      { item_id: 'b', item_name: 'B', price: 0.2 },
      { item_id: 'c', item_name: 'C' },
    ];
    expect(ecommerceValue(items)).toBe(30.5);
    expect(valuedItems(items)).toEqual({ currency: 'UAH', value: 30.5, items });
  });
});
