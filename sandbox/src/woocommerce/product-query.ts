import type { Context } from 'hono';
import { activePrice, productPrices, type CatalogLookup } from './catalog-lookup';
import { boolParam, enumParam, idList } from './params';
import type { ProductDoc } from './model';

export const PRODUCT_ORDERBY = [
  'date',
  'id',
  'include',
  'title',
  'slug',
  'modified',
  'menu_order',
  'price',
  'popularity',
  'rating',
] as const;

/** The products list's filters, as WC_REST_Products_Controller reads them. */
export function filterProducts(c: Context, products: ProductDoc[], lookup: CatalogLookup): ProductDoc[] {
  const q = (name: string) => c.req.query(name);
  const include = idList(c, 'include');
  const exclude = idList(c, 'exclude');
  // WooCommerce's default is `any`: every status but the trash, drafts and private products included.
  const status = q('status') ?? 'any';
  const search = q('search')?.toLowerCase();
  const category = idList(c, 'category');
  const tag = idList(c, 'tag');
  const attribute = q('attribute');
  const attributeTerm = idList(c, 'attribute_term');
  const onSale = boolParam(c, 'on_sale');
  const featured = boolParam(c, 'featured');
  const minPrice = q('min_price');
  const maxPrice = q('max_price');
  const stockStatus = q('stock_status');

  return products.filter((p) => {
    if (status === 'any' ? p.status === 'trash' : p.status !== status) return false;
    if (include.length && !include.includes(p.id)) return false;
    if (exclude.includes(p.id)) return false;
    if (q('slug') && !q('slug')!.split(',').includes(p.slug)) return false;
    if (q('sku') && !q('sku')!.split(',').includes(p.sku)) return false;
    if (q('type') && p.type !== q('type')) return false;
    if (featured !== undefined && p.featured !== featured) return false;
    if (category.length && !p.category_ids.some((id) => category.includes(id))) return false;
    if (tag.length && !p.tag_ids.some((id) => tag.includes(id))) return false;
    if (stockStatus && p.stock_status !== stockStatus) return false;
    if (search) {
      // WooCommerce searches the product's own texts, the default language's (translations are meta).
      const haystack = `${p.name.uk} ${p.short_description.uk} ${p.description.uk}`.toLowerCase();
      if (!haystack.includes(search) && !p.sku.toLowerCase().includes(search)) return false;
    }
    // attribute_term is ignored without attribute, as in WooCommerce.
    if (attribute && attributeTerm.length) {
      const attr = [...lookup.attributes.values()].find((a) => a.slug === attribute);
      const own = p.attributes.find((a) => a.id === attr?.id);
      if (!own?.termIds?.some((id) => attributeTerm.includes(id))) return false;
    }
    const prices = productPrices(p, lookup);
    if (onSale !== undefined && prices.on_sale !== onSale) return false;
    const price = Number(prices.price || 0);
    if (minPrice !== undefined && minPrice !== '' && price < Number(minPrice)) return false;
    if (maxPrice !== undefined && maxPrice !== '' && price > Number(maxPrice)) return false;
    return true;
  });
}

export function sortProducts(c: Context, products: ProductDoc[], lookup: CatalogLookup): ProductDoc[] {
  const orderby = enumParam(c, 'orderby', PRODUCT_ORDERBY, 'date');
  const order = enumParam(c, 'order', ['asc', 'desc'] as const, 'desc');
  const include = idList(c, 'include');
  const price = (p: ProductDoc) => Number(productPrices(p, lookup).price || 0);
  const rating = (p: ProductDoc) => lookup.ratings.get(p.id)?.average ?? 0;
  const key: Record<(typeof PRODUCT_ORDERBY)[number], (p: ProductDoc) => number | string> = {
    date: (p) => p.date_created,
    id: (p) => p.id,
    include: (p) => include.indexOf(p.id),
    title: (p) => p.name.uk.toLowerCase(),
    slug: (p) => p.slug,
    modified: (p) => p.date_modified,
    menu_order: (p) => p.menu_order,
    price,
    popularity: (p) => p.total_sales,
    rating,
  };
  const direction = order === 'asc' ? 1 : -1;
  const get = key[orderby];
  // Ties fall back to the id, in the same direction, as WordPress's secondary ORDER BY does.
  return [...products].sort((a, b) => {
    const x = get(a);
    const y = get(b);
    if (x < y) return -direction;
    if (x > y) return direction;
    return (a.id - b.id) * direction;
  });
}

export { activePrice };
