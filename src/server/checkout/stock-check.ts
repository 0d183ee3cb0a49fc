import 'server-only';
import type { Language } from '@/config/shop';
import { withStock, type CheckoutCatalogue } from '@/domain/checkout/catalogue-item';
import { draftOrderLines } from '@/domain/checkout/order-lines';
import type { OrderRequest } from '@/domain/checkout/order-schema';
import { currentStock } from '@/server/woocommerce/current-stock';

type CartPart = Pick<OrderRequest, 'items' | 'sets' | 'gifts' | 'certificates'>;

/**
 * The checkout catalogue with the stock WooCommerce holds now for the lines this cart would order.
 * The catalogue is cached (minutes, or until the product.updated webhook that a sale's stock change
 * sends arrives), which is fine for a quote; an order weighs its quantities against the live stock,
 * read only for lines whose stock WooCommerce counts.
 */
export async function withCurrentStock(
  cart: CartPart,
  catalogue: CheckoutCatalogue,
  lng: Language,
): Promise<CheckoutCatalogue> {
  const drafted = draftOrderLines(cart, catalogue);
  const counted = drafted.ok ? drafted.lines.filter((line) => line.stock) : [];
  if (counted.length === 0) return catalogue;
  return withStock(catalogue, await currentStock(counted, lng));
}

/** The stock keys this cart's order would take from (for withStockLocks), from the cached catalogue. */
export function countedStockKeys(cart: CartPart, catalogue: CheckoutCatalogue): string[] {
  const drafted = draftOrderLines(cart, catalogue);
  return drafted.ok ? drafted.lines.flatMap((line) => (line.stock ? [line.stock.key] : [])) : [];
}
