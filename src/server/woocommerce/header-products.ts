import 'server-only';
import type { Language } from '@/config/shop';
import type { Product } from '@/domain/catalog/product';
import { headerProductTiles, type HeaderProductTile } from '@/domain/content/header-product-tiles';
import type { HeaderProduct } from '@/domain/content/site-options';
import { getProductBySlug } from './products';

/**
 * The mega menu's featured products (the options record's header.products) with WooCommerce's price
 * now; a slug the shop no longer sells has no tile.
 *
 * One cached read per slug, the product page's own (tags `products` and the product's): WooCommerce's
 * `slug` filter takes a single slug and `include` takes ids the record does not hold, and the
 * whole-shop catalogue list would be every product read on every page for four prices, without the
 * internal categories' products (the discovery set the seed features).
 */
export async function listHeaderProductTiles(
  featured: readonly HeaderProduct[],
  lng: Language,
): Promise<HeaderProductTile[]> {
  const slugs = [...new Set(featured.map((product) => product.slug))];
  const products = await Promise.all(slugs.map((slug) => getProductBySlug(slug, lng)));
  const live = new Map<string, Product>();
  slugs.forEach((slug, i) => {
    const product = products[i];
    if (product) live.set(slug, product);
  });
  return headerProductTiles(featured, live);
}
