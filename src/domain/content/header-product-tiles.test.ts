import { headerProductTiles } from './header-product-tiles';
import type { HeaderProduct } from './site-options';

const tile = (slug: string, price: string): HeaderProduct => ({
  slug,
  title: slug.toUpperCase(),
  image: `http://localhost:4000/wp-content/uploads/generated/${slug}-1.png`,
  price,
});

describe('header product tiles', () => {
  it('a variable product shows its lowest variation price as "from", not the options record’s price', () => {
    const tiles = headerProductTiles(
      [tile('velvet-amber-07', '2450')],
      new Map([['velvet-amber-07', { type: 'variable', price: 1300 }]]),
    );
    expect(tiles).toEqual([
      {
        slug: 'velvet-amber-07',
        title: 'VELVET-AMBER-07',
        image: 'http://localhost:4000/wp-content/uploads/generated/velvet-amber-07-1.png',
        price: { amount: 1300, from: true },
      },
    ]);
  });

  it('a simple product shows its own price as it is', () => {
    const tiles = headerProductTiles(
      [tile('discovery-set-6', '300')],
      new Map([['discovery-set-6', { type: 'simple', price: 329 }]]),
    );
    expect(tiles.map((t) => t.price)).toEqual([{ amount: 329, from: false }]);
  });

  it('a slug WooCommerce no longer has loses its tile; the others keep their order', () => {
    const tiles = headerProductTiles(
      [tile('oud-noir-03', '2990'), tile('gone-perfume', '1890'), tile('citrus-bloom-12', '1890')],
      new Map([
        ['citrus-bloom-12', { type: 'variable', price: 1100 }],
        ['oud-noir-03', { type: 'variable', price: 1500 }],
      ]),
    );
    expect(tiles.map((t) => [t.slug, t.price?.amount])).toEqual([
      ['oud-noir-03', 1500],
      ['citrus-bloom-12', 1100],
    ]);
  });

  it('a product WooCommerce gives no price keeps its tile without one, never the record’s', () => {
    const tiles = headerProductTiles(
      [tile('velvet-amber-07', '2450')],
      new Map([['velvet-amber-07', { type: 'variable', price: null }]]),
    );
    expect(tiles).toHaveLength(1);
    expect(tiles[0].price).toBeNull();
  });
});
