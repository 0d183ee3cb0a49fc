import type { CatalogItem, CheckoutCatalog } from './catalog-item';
import { resolveOrderLines } from './order-lines';

const LIMITS = { maxLineQuantity: 20, maxOrderQuantity: 50 };

const item = (over: Partial<CatalogItem>): CatalogItem => ({
  productId: 1,
  variationId: 0,
  name: 'Item',
  sku: '',
  price: 100,
  onSale: false,
  inStock: true,
  isVariableParent: false,
  categoryIds: [1],
  categorySlugs: ['women'],
  stock: null,
  ...over,
});

const aroma = (n: number, over: Partial<CatalogItem> = {}): [string, CatalogItem] => [
  `${100 + n}:0`,
  item({ productId: 100 + n, name: `Aroma ${n} 2 ml`, price: 65, categorySlugs: ['aroma-samples'], ...over }),
];

const catalog: CheckoutCatalog = {
  items: new Map([
    ['10:11', item({ productId: 10, variationId: 11, name: 'Velvet Amber - 50 ml', price: 1999 })],
    ['20:0', item({ productId: 20, name: 'Matte Lipstick', price: 420, inStock: false })],
    ['21:0', item({ productId: 21, name: 'Silk Powder', price: 560, inStock: false })],
    ['22:0', item({ productId: 22, name: 'Brow Gel', price: 300, stock: { key: '22:0', available: 0 } })],
    ...[1, 2, 3, 4, 5].map((n) => aroma(n)),
    aroma(6, { inStock: false }),
  ]),
  sets: new Map([
    [6, item({ productId: 30, name: 'Discovery set 6×2 ml', price: 329, categorySlugs: ['discovery-sets'] })],
  ]),
  certificates: new Map(),
};

const cart = (over: Partial<Parameters<typeof resolveOrderLines>[0]> = {}) => ({
  items: [],
  sets: [],
  gifts: [],
  certificates: [],
  ...over,
});

describe('resolveOrderLines and lines the shop no longer sells', () => {
  it('names every sold-out line at once, with its field, ids and name, and keeps the others out of it', () => {
    const result = resolveOrderLines(
      cart({
        items: [
          { id: 20, count: 1 },
          { id: 10, variation_id: 11, count: 1 },
          { id: 21, count: 2 },
        ],
      }),
      catalog,
      LIMITS,
    );
    expect(result).toEqual({
      ok: false,
      code: 'product_unavailable',
      field: 'items.0',
      lines: [
        { field: 'items.0', id: 20, name: 'Matte Lipstick' },
        { field: 'items.2', id: 21, name: 'Silk Powder' },
      ],
    });
  });

  it('an id the shop does not know is listed by its ids only, with no name', () => {
    const result = resolveOrderLines(
      cart({ items: [{ id: 10, variation_id: 999, count: 1 }] }),
      catalog,
      LIMITS,
    );
    expect(result).toMatchObject({ lines: [{ field: 'items.0', id: 10, variation_id: 999 }] });
    expect(!result.ok && result.lines?.[0]).not.toHaveProperty('name');
  });

  it('a set with a sold-out aroma names that aroma at the set’s field', () => {
    const result = resolveOrderLines(
      cart({ sets: [{ size: 6, aromas: [101, 102, 103, 104, 105, 106], count: 1 }] }),
      catalog,
      LIMITS,
    );
    expect(result).toEqual({
      ok: false,
      code: 'product_unavailable',
      field: 'sets.0',
      lines: [{ field: 'sets.0', name: 'Aroma 6 2 ml' }],
    });
  });

  it('a line whose counted stock has run out is named the same way', () => {
    const result = resolveOrderLines(
      cart({
        items: [
          { id: 10, variation_id: 11, count: 1 },
          { id: 22, count: 1 },
        ],
      }),
      catalog,
      LIMITS,
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'product_unavailable',
      field: 'items.1',
      lines: [{ field: 'items.1', id: 22, name: 'Brow Gel' }],
    });
  });
});
