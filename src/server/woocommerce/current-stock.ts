import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { catalogKey, type CatalogItem } from '@/domain/checkout/catalog-item';
import { WOO_PAGE_SIZE, wooGetFresh } from './client';
import { stockOf } from './map-catalog-item';

const stockSchema = z.array(
  z.object({
    id: z.number(),
    status: z.string().default('publish'),
    manage_stock: z.union([z.boolean(), z.literal('parent')]).default(false),
    stock_quantity: z.number().nullish(),
    backorders: z.string().default('no'),
  }),
);

type StockRow = z.infer<typeof stockSchema>[number];

type Item = { productId: number; variationId: number };

/*
 * Only what the check reads. These reads are made under the stock lock on every order, the part of
 * an order's time the shop adds. WooCommerce's products controller skips preparing what `_fields`
 * leaves out (images, attributes, categories, prices: WC_REST_Products_V2_Controller::
 * get_product_data in WooCommerce 10.0); its variations controller prepares everything and
 * WordPress trims the answer (rest_filter_response_fields), so there only the bytes shrink.
 */
const STOCK_FIELDS = 'id,status,manage_stock,stock_quantity,backorders';

/*
 * Nothing left to sell of an item that is no longer published (a draft, a private product, a disabled
 * variation) or that the read did not return (trashed or deleted): WooCommerce's REST takes such a line
 * all the same (WC_REST_Orders_V2_Controller::prepare_line_items in WooCommerce 10.0 refuses nothing; a
 * deleted product becomes a line without one), and the cached catalogue still shows it until the
 * webhook arrives. On the item's own key, so a disabled variation does not empty its parent's stock for
 * the others.
 */
const GONE = (ownKey: string): CatalogItem['stock'] => ({ key: ownKey, available: 0 });

function liveStock(row: StockRow, ownKey: string, parentKey: string): CatalogItem['stock'] {
  return row.status === 'publish' ? stockOf(row, ownKey, parentKey) : GONE(ownKey);
}

/**
 * The stock WooCommerce holds right now for these products and variations, by `catalogKey`, read
 * past every cache: the checkout's catalogue may be minutes old (a sale changes stock, and
 * WooCommerce's product.updated webhook arrives later), and an order is the one place where the
 * difference is a unit sold that is not there. An item no longer published, or not returned, has
 * nothing left (GONE above). One read for the products, one per variable product.
 */
export async function currentStock(items: Item[], lng: Language): Promise<Map<string, CatalogItem['stock']>> {
  const stock = new Map<string, CatalogItem['stock']>();
  const products = [...new Set(items.filter((i) => !i.variationId).map((i) => i.productId))];
  const parents = [...new Set(items.filter((i) => i.variationId).map((i) => i.productId))];
  const reads: Promise<void>[] = [];
  for (let i = 0; i < products.length; i += WOO_PAGE_SIZE) {
    const include = products.slice(i, i + WOO_PAGE_SIZE).join(',');
    reads.push(
      wooGetFresh('products', stockSchema, {
        include,
        per_page: WOO_PAGE_SIZE,
        lang: lng,
        _fields: STOCK_FIELDS,
      }).then((rows) => {
        for (const row of rows) {
          const key = catalogKey(row.id);
          stock.set(key, liveStock(row, key, key));
        }
      }),
    );
  }
  for (const parent of parents) {
    const include = [...new Set(items.filter((i) => i.productId === parent).map((i) => i.variationId))];
    reads.push(
      wooGetFresh(`products/${parent}/variations`, stockSchema, {
        include: include.join(','),
        per_page: WOO_PAGE_SIZE,
        lang: lng,
        _fields: STOCK_FIELDS,
      }).then((rows) => {
        for (const row of rows) {
          stock.set(
            catalogKey(parent, row.id),
            liveStock(row, catalogKey(parent, row.id), catalogKey(parent)),
          );
        }
      }),
    );
  }
  await Promise.all(reads);
  for (const { productId, variationId } of items) {
    const key = catalogKey(productId, variationId);
    if (!stock.has(key)) stock.set(key, GONE(key));
  }
  return stock;
}
