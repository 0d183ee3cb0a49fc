import type { SetSize } from '@/domain/cart/cart-item';
import type { CertificateType } from '@/domain/certificates/certificate';

/**
 * A product or variation as checkout needs it, looked up in WooCommerce by id: the price and the
 * category slugs decide what an order may hold. Nothing here comes from the browser.
 */
export type CatalogItem = {
  productId: number;
  /** 0 for a simple product. */
  variationId: number;
  /** In the order's language. */
  name: string;
  sku: string;
  /** UAH per piece; null when WooCommerce has no price (not purchasable). */
  price: number | null;
  onSale: boolean;
  inStock: boolean;
  /** A variable product's parent without a chosen variation cannot be bought. */
  isVariableParent: boolean;
  categoryIds: number[];
  categorySlugs: string[];
  /** Discovery sets: 6 or 9. */
  setSize?: SetSize;
  /** Certificates: electronic or physical. */
  certificateType?: CertificateType;
  /** Certificates: the variation's denomination in UAH. */
  denomination?: number;
  surpriseGift?: boolean;
  /**
   * How many WooCommerce can still sell, and whose stock that is (`key`: the item's own, or for a
   * variation that sells its parent's stock the parent's); null when stock is not counted or
   * backorders are taken.
   */
  stock: { key: string; available: number } | null;
};

export function catalogKey(productId: number, variationId = 0): string {
  return `${productId}:${variationId}`;
}

export function inCategory(item: CatalogItem, slug: string): boolean {
  return item.categorySlugs.includes(slug);
}

export type CheckoutCatalog = {
  /** By `catalogKey(productId, variationId)`; a missing key means unknown or unpublished. */
  items: Map<string, CatalogItem>;
  /** The discovery-set product of each size. */
  sets: Map<number, CatalogItem>;
  /** Certificate variations by `${type}:${denomination}`. */
  certificates: Map<string, CatalogItem>;
  surpriseGiftId?: number;
};

/** The catalogue with the stock of the items `stock` names (by `catalogKey`) replaced. */
export function withStock(
  catalog: CheckoutCatalog,
  stock: Map<string, CatalogItem['stock']>,
): CheckoutCatalog {
  const current = <K>(entries: Map<K, CatalogItem>) =>
    new Map(
      [...entries].map(([k, item]) => {
        const key = catalogKey(item.productId, item.variationId);
        return [k, stock.has(key) ? { ...item, stock: stock.get(key)! } : item];
      }),
    );
  return {
    ...catalog,
    items: current(catalog.items),
    sets: current(catalog.sets),
    certificates: current(catalog.certificates),
  };
}
