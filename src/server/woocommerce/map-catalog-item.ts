import { catalogKey, type CatalogItem } from '@/domain/checkout/catalog-item';
import { parseMoney } from '@/domain/money';
import { inStock, isPurchasable, productKind } from './map-fields';
import type { WooProduct, WooVariation } from './schemas';

/* Checkout: what an order may hold. */

type StockFields = Pick<WooProduct, 'manage_stock' | 'stock_quantity' | 'backorders'>;

/**
 * What WooCommerce can still sell of an item, or null when it does not count (no managed stock, or
 * backorders taken). Over REST it never refuses a quantity itself (an order drives stock below 0),
 * so the shop's checkout does; a variation on its parent's stock shares the parent's key.
 */
export function stockOf(item: StockFields, ownKey: string, parentKey: string): CatalogItem['stock'] {
  if (!item.manage_stock || item.backorders !== 'no') return null;
  return {
    key: item.manage_stock === 'parent' ? parentKey : ownKey,
    available: Math.max(0, item.stock_quantity ?? 0),
  };
}

export function catalogItem(product: WooProduct): CatalogItem {
  const kind = productKind(product);
  return {
    productId: product.id,
    variationId: 0,
    name: product.name,
    sku: product.sku,
    price: product.type === 'variable' ? null : parseMoney(product.price),
    onSale: product.on_sale,
    inStock: inStock(product) && (product.status ?? 'publish') === 'publish',
    isVariableParent: product.type === 'variable',
    categoryIds: product.categories.map((c) => c.id),
    categorySlugs: product.categories.map((c) => c.slug),
    setSize: kind.setSize ?? undefined,
    certificateType: kind.certificateType ?? undefined,
    surpriseGift: kind.surpriseGift,
    stock: stockOf(product, catalogKey(product.id), catalogKey(product.id)),
  };
}

export function catalogVariation(parent: WooProduct, variation: WooVariation): CatalogItem {
  const options = variation.attributes.map((a) => a.option).join(', ');
  const price = parseMoney(variation.price);
  return {
    ...catalogItem(parent),
    variationId: variation.id,
    name: options ? `${parent.name} - ${options}` : parent.name,
    sku: variation.sku || parent.sku,
    price,
    onSale: variation.on_sale,
    inStock: isPurchasable(variation),
    isVariableParent: false,
    denomination: price ?? undefined,
    stock: stockOf(variation, catalogKey(parent.id, variation.id), catalogKey(parent.id)),
  };
}
