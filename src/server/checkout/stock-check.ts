import 'server-only';
import type { Language } from '@/config/shop';
import { withStock, type CheckoutCatalog } from '@/domain/checkout/catalog-item';
import { draftOrderLines } from '@/domain/checkout/order-lines';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import { currentStock } from '@/server/woocommerce/current-stock';

type CartPart = Pick<OrderRequest, 'items' | 'sets' | 'gifts' | 'certificates'>;

/**
 * The checkout catalogue with the stock WooCommerce holds now for the lines this cart would order.
 * The catalogue is cached (minutes, or until the product.updated webhook that a sale's stock change
 * sends arrives), which is fine for a quote; an order weighs its quantities against the live stock,
 * read only for lines whose stock WooCommerce counts (which also refuses such a line once its product
 * is unpublished, before the webhook empties the catalogue; a line whose stock is not counted is not
 * read, and waits for the webhook as before).
 */
export async function withCurrentStock(
  cart: CartPart,
  catalog: CheckoutCatalog,
  lng: Language,
): Promise<CheckoutCatalog> {
  const drafted = draftOrderLines(cart, catalog);
  const counted = drafted.ok ? drafted.lines.filter((line) => line.stock) : [];
  if (counted.length === 0) return catalog;
  return withStock(catalog, await currentStock(counted, lng));
}

/** The stock keys this cart's order would take from (for withStockLocks), from the cached catalogue. */
export function countedStockKeys(cart: CartPart, catalog: CheckoutCatalog): string[] {
  const drafted = draftOrderLines(cart, catalog);
  return drafted.ok ? drafted.lines.flatMap((line) => (line.stock ? [line.stock.key] : [])) : [];
}
