import { CURRENCY } from '@/config/shop';
import type { CartItem } from '@/domain/cart/cart-item';
import { GA4_MAX_CATEGORIES } from '@/config/analytics';

/** One entry of a GA4 ecommerce `items` array (platform-facts.md, GA4 section). */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price?: number;
  quantity?: number;
  discount?: number;
  index?: number;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
}

export interface Ga4List {
  listId: string;
  listName: string;
}

/** What a product card or page knows; both ProductSummary and the product page's Product fit. */
export interface Ga4ProductSource {
  id: number;
  sku: string;
  name: string;
  price: number | null;
  regularPrice?: number | null;
  categories: readonly { name: string }[];
}

export interface Ga4VariationSource {
  id: number;
  sku: string;
  price: number | null;
  regularPrice?: number | null;
  /** The volume attribute, e.g. "50 ml". */
  volume?: string;
}

export interface Ga4ItemOptions {
  index?: number;
  list?: Ga4List;
  quantity?: number;
}

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** Reports key on the SKU; a product without one still needs an id GA4 accepts. */
function itemId(sku: string, id: number): string {
  return sku.trim() || String(id);
}

function categoryFields(categories: readonly { name: string }[]): Partial<Ga4Item> {
  const keys = [
    'item_category',
    'item_category2',
    'item_category3',
    'item_category4',
    'item_category5',
  ] as const;
  return Object.fromEntries(
    categories.slice(0, GA4_MAX_CATEGORIES).map((category, i) => [keys[i], category.name]),
  );
}

/** GA4's `discount` is per unit: what the shopper saves against the regular price. */
function discount(price: number | null, regularPrice: number | null | undefined): number | undefined {
  if (price === null || regularPrice == null || regularPrice <= price) return undefined;
  return round2(regularPrice - price);
}

function withOptions(item: Ga4Item, options: Ga4ItemOptions): Ga4Item {
  return {
    ...item,
    ...(options.index !== undefined && { index: options.index }),
    ...(options.list && { item_list_id: options.list.listId, item_list_name: options.list.listName }),
    ...(options.quantity !== undefined && { quantity: options.quantity }),
  };
}

function priced(price: number | null, regularPrice: number | null | undefined): Partial<Ga4Item> {
  const saving = discount(price, regularPrice);
  return {
    ...(price !== null && { price }),
    ...(saving !== undefined && { discount: saving }),
  };
}

/** A product as a list card or product page shows it (before a volume is chosen). */
export function productToGa4Item(product: Ga4ProductSource, options: Ga4ItemOptions = {}): Ga4Item {
  return withOptions(
    {
      item_id: itemId(product.sku, product.id),
      item_name: product.name,
      ...priced(product.price, product.regularPrice),
      ...categoryFields(product.categories),
    },
    options,
  );
}

/**
 * A chosen volume of a product: the variation's own price, the volume as item_variant. A variation
 * without its own SKU reports the product's, as WooCommerce itself shows the parent's SKU then.
 */
export function variationToGa4Item(
  product: Ga4ProductSource,
  variation: Ga4VariationSource,
  options: Ga4ItemOptions = {},
): Ga4Item {
  return withOptions(
    {
      item_id: variation.sku.trim() || itemId(product.sku, variation.id),
      item_name: product.name,
      ...priced(variation.price, variation.regularPrice),
      ...(variation.volume && { item_variant: variation.volume }),
      ...categoryFields(product.categories),
    },
    options,
  );
}

export type Ga4CartLine = Pick<
  CartItem,
  'id' | 'variation_id' | 'title' | 'price' | 'volume' | 'count' | 'sku'
>;

/** A basket line; the basket keeps no categories, so none are sent. */
export function cartLineToGa4Item(line: Ga4CartLine, index?: number): Ga4Item {
  return {
    item_id: itemId(line.sku ?? '', line.variation_id ?? line.id),
    item_name: line.title,
    price: line.price,
    quantity: line.count,
    ...(line.volume && { item_variant: line.volume }),
    ...(index !== undefined && { index }),
  };
}

/** GA4 `value`: Σ price × quantity (a missing quantity is 1), without shipping or tax. */
export function ecommerceValue(items: readonly Ga4Item[]): number {
  return round2(items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0));
}

/** The `{currency, value, items}` body of view_item, add_to_cart, remove_from_cart, view_cart. */
export function valuedItems(items: Ga4Item[]): { currency: string; value: number; items: Ga4Item[] } {
  return { currency: CURRENCY, value: ecommerceValue(items), items };
}
