import type { Product } from '@/domain/catalog/product';
import type { HeaderProduct } from './site-options';

/** A price as a tile shows it; a variable product's is its lowest variation's, read "from …". */
export type TilePrice = { amount: number; from: boolean };

/** A mega-menu tile: the options record's title and picture with WooCommerce's price now. */
export type HeaderProductTile = { slug: string; title: string; image: string; price: TilePrice | null };

/** What WooCommerce says of a featured product (its `price` is a variable product's lowest). */
type LiveProduct = Pick<Product, 'type' | 'price'>;

/**
 * The options record keeps a price per tile, typed by an editor and soon out of date (2 450 ₴ for a
 * perfume sold at 1 300–2 730 ₴), so a tile shows WooCommerce's price instead. A slug WooCommerce no
 * longer has loses its tile rather than showing a stale price. `live` is keyed by the record's slugs.
 */
export function headerProductTiles(
  featured: readonly HeaderProduct[],
  live: ReadonlyMap<string, LiveProduct>,
): HeaderProductTile[] {
  return featured.flatMap(({ slug, title, image }) => {
    const product = live.get(slug);
    if (!product) return [];
    const price =
      product.price === null ? null : { amount: product.price, from: product.type === 'variable' };
    return [{ slug, title, image, price }];
  });
}
