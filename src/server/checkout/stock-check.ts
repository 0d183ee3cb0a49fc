import 'server-only';
import type { Language } from '@/config/shop';
import { withStock, type CheckoutCatalog } from '@/domain/checkout/catalog-item';
import { draftOrderLines } from '@/domain/checkout/order-lines';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import { currentStock } from '@/server/woocommerce/current-stock';

type CartPart = Pick<OrderRequest, 'items' | 'sets' | 'gifts' | 'certificates'>;

/**
 * The checkout catalogue with what WooCommerce holds now for every line this cart would order. The
 * catalogue is cached (minutes, or until the product.updated webhook that a sale's stock change
 * sends arrives), which is fine for a quote; an order weighs its quantities against the live stock,
 * and refuses a line whose product was unpublished or deleted in those minutes, counted stock or not:
 * WooCommerce's REST would take it (a draft at its price, a deleted product as a line without one at
 * 0, WC_REST_Orders_V2_Controller::prepare_line_items in WooCommerce 10.0).
 */
export async function withCurrentStock(
  cart: CartPart,
  catalog: CheckoutCatalog,
  lng: Language,
): Promise<CheckoutCatalog> {
  const drafted = draftOrderLines(cart, catalog);
  if (!drafted.ok || drafted.lines.length === 0) return catalog;
  return withStock(catalog, await currentStock(drafted.lines, lng));
}

/** The stock keys this cart's order would take from (for withStockLocks), from the cached catalogue. */
export function countedStockKeys(cart: CartPart, catalog: CheckoutCatalog): string[] {
  const drafted = draftOrderLines(cart, catalog);
  return drafted.ok ? drafted.lines.flatMap((line) => (line.stock ? [line.stock.key] : [])) : [];
}
