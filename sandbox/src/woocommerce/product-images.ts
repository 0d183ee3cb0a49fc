import type Database from 'better-sqlite3';
import { WcHttpError } from './errors';
import { same, type ProductDoc } from './model';
import { nextPostId } from './store';

type Image = ProductDoc['images'][number];

/**
 * `images` of a product create/update as WC_REST_Products_Controller::set_product_images takes them:
 * an `id` reuses an attachment, a `src` adds one (on the sandbox's own host it is stored as a local
 * path; another host's URL is kept as sent, where WooCommerce would sideload it). The featured image
 * comes first; more than one `featured: true` is 400, none at all (every entry `featured: false`)
 * leaves the product without one.
 */
export function productImages(
  db: Database.Database,
  input: unknown,
  baseUrl: string,
  current: Image[] = [],
): Image[] {
  if (!Array.isArray(input)) return current;
  const entries = input.filter((x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object');
  if (entries.filter((e) => e.featured === true).length > 1) {
    throw new WcHttpError(
      400,
      'woocommerce_rest_product_featured_image_count',
      'Only one featured image is allowed.',
    );
  }
  const images = entries.map((e): Image => {
    const alt = typeof e.alt === 'string' ? same(e.alt) : undefined;
    if (e.id) {
      const found = current.find((img) => img.id === Number(e.id));
      if (!found) {
        throw new WcHttpError(
          400,
          'woocommerce_product_invalid_image_id',
          `#${String(e.id)} is an invalid image ID.`,
        );
      }
      return { ...found, ...(alt ? { alt } : {}), featured: e.featured !== false };
    }
    const src = typeof e.src === 'string' ? e.src : '';
    if (!/^https?:\/\//.test(src)) {
      throw new WcHttpError(400, 'woocommerce_product_image_upload_error', `Invalid URL ${src}`);
    }
    const path = src.startsWith(`${baseUrl}/`) ? src.slice(baseUrl.length) : src;
    return { id: nextPostId(db, 'attachment'), path, alt: alt ?? same(''), featured: e.featured !== false };
  });
  const explicit = images.findIndex((_, i) => entries[i].featured === true);
  if (explicit > 0) images.unshift(...images.splice(explicit, 1));
  const noneFeatured = entries.length > 0 && entries.every((e) => e.featured === false);
  return images.map((img, i) => ({ ...img, featured: !noneFeatured && i === 0 }));
}
