import type { SetSize } from '@/domain/cart/cart-item';
import type { CertificateType } from '@/domain/certificates/certificate';

/**
 * A product or variation as checkout needs it, looked up in WooCommerce by id: the price and the
 * category slugs decide what an order may hold. Nothing here comes from the browser.
 */
export type CatalogueItem = {
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

export function catalogueKey(productId: number, variationId = 0): string {
  return `${productId}:${variationId}`;
}

export function inCategory(item: CatalogueItem, slug: string): boolean {
  return item.categorySlugs.includes(slug);
}

export type CheckoutCatalogue = {
  /** By `catalogueKey(productId, variationId)`; a missing key means unknown or unpublished. */
  items: Map<string, CatalogueItem>;
  /** The discovery-set product of each size. */
  sets: Map<number, CatalogueItem>;
  /** Certificate variations by `${type}:${denomination}`. */
  certificates: Map<string, CatalogueItem>;
  surpriseGiftId?: number;
};

/** The catalogue with the stock of the items `stock` names (by `catalogueKey`) replaced. */
export function withStock(
  catalogue: CheckoutCatalogue,
  stock: Map<string, CatalogueItem['stock']>,
): CheckoutCatalogue {
  const current = <K>(entries: Map<K, CatalogueItem>) =>
    new Map(
      [...entries].map(([k, item]) => {
        const key = catalogueKey(item.productId, item.variationId);
        return [k, stock.has(key) ? { ...item, stock: stock.get(key)! } : item];
      }),
    );
  return {
    ...catalogue,
    items: current(catalogue.items),
    sets: current(catalogue.sets),
    certificates: current(catalogue.certificates),
  };
}
