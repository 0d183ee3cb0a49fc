import type { OrderLine } from './order-lines';
import { quantityRefusal } from './quantity-rules';

const LIMITS = { maxLineQuantity: 20, maxOrderQuantity: 50 };

const line = (over: Partial<OrderLine>): OrderLine => ({
  kind: 'product',
  productId: 1,
  variationId: 0,
  quantity: 1,
  name: 'Velvet Amber',
  price: 100,
  onSale: false,
  categoryIds: [],
  meta: [],
  source: 'items.0',
  stock: null,
  ...over,
});

describe('quantityRefusal', () => {
  it('allows what is in stock and within the caps', () => {
    expect(quantityRefusal([line({ quantity: 5, stock: { key: '1:0', available: 5 } })], LIMITS)).toBeNull();
  });

  it('names the line and what is left when it asks for more than WooCommerce has', () => {
    expect(quantityRefusal([line({ quantity: 999, stock: { key: '1:0', available: 3 } })], LIMITS)).toEqual({
      code: 'quantity_over_stock',
      field: 'items.0',
      params: { name: 'Velvet Amber', count: 3 },
    });
  });

  it('tells the per-line cap when that is the smaller bound', () => {
    expect(quantityRefusal([line({ quantity: 999, stock: { key: '1:0', available: 24 } })], LIMITS)).toEqual({
      code: 'quantity_over_line_limit',
      field: 'items.0',
      params: { name: 'Velvet Amber', count: 20 },
    });
  });

  it('sums lines that draw on one stock (two volumes on their parent’s stock)', () => {
    const shared = { key: '7:0', available: 25 };
    const lines = [
      line({ quantity: 15, stock: shared, name: '50 ml' }),
      line({ quantity: 15, stock: shared, name: '100 ml', source: 'items.1' }),
    ];
    expect(quantityRefusal(lines, LIMITS)).toEqual({
      code: 'quantity_over_stock',
      field: 'items.0',
      params: { name: '50 ml', count: 25 },
    });
  });

  it('caps the pieces of the whole order, gifts not counted', () => {
    const lines = [
      ...[0, 1, 2].map((i) => line({ quantity: 17, source: `items.${i}` })),
      line({ kind: 'gift', quantity: 1, source: 'gifts.0' }),
    ];
    expect(quantityRefusal(lines, LIMITS)).toEqual({
      code: 'order_quantity_over_limit',
      field: 'items',
      params: { count: 50 },
    });
    expect(quantityRefusal(lines.slice(1), LIMITS)).toBeNull();
  });

  it('ignores stock WooCommerce does not count', () => {
    expect(quantityRefusal([line({ quantity: 20, stock: null })], LIMITS)).toBeNull();
  });

  it('names every line whose stock has run out, before any other problem', () => {
    const lines = [
      line({ quantity: 30, stock: { key: '1:0', available: 5 } }),
      line({
        productId: 2,
        variationId: 21,
        name: 'Velvet Amber - 50 ml',
        source: 'items.1',
        stock: { key: '2:0', available: 0 },
      }),
      line({
        kind: 'set',
        productId: 3,
        name: 'Discovery set',
        source: 'sets.0',
        stock: { key: '3:0', available: 0 },
      }),
    ];
    expect(quantityRefusal(lines, LIMITS)).toEqual({
      code: 'product_unavailable',
      field: 'items.1',
      params: {},
      lines: [
        { field: 'items.1', id: 2, variation_id: 21, name: 'Velvet Amber - 50 ml' },
        { field: 'sets.0', name: 'Discovery set' },
      ],
    });
  });
});
