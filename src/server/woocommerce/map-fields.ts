import type { ProductImage } from '@/domain/catalog/product';
import { classifyProduct, type ProductKind } from '@/domain/catalog/product-kind';
import type { WooMeta, WooProduct, WooVariation } from './schemas';

/*
 * How WooCommerce's wire fields read, for every map-*.ts: those files turn its wire shapes into the
 * domain's types (products, categories, variations, reviews, checkout items, the special products,
 * coupons and orders). Pure, so tests need no network.
 */

/** ACF fields reach REST as `meta_data`; a key's value as stored (string, number, boolean, object). */
export function metaValue(meta: readonly WooMeta[], key: string): unknown {
  return meta.find((m) => m.key === key)?.value;
}

/** Texts only: non-string values (arrays, objects) are not texts we show. */
export function metaText(meta: readonly WooMeta[], key: string): string | undefined {
  const value = metaValue(meta, key);
  return typeof value === 'string' ? value : undefined;
}

/** `onbackorder` sells too: only `outofstock` is sold out. */
export function inStock(item: Pick<WooProduct, 'stock_status'>): boolean {
  return item.stock_status !== 'outofstock';
}

export const isPurchasable = (variation: WooVariation) =>
  variation.status === 'publish' && variation.purchasable && inStock(variation);

/** What the shop's conventions (set size, certificate type, aroma group, surprise gift) say it is. */
export function productKind(product: WooProduct): ProductKind {
  return classifyProduct(product.sku, (key) => metaValue(product.meta_data, key));
}

export function image(src: string, alt: string | null | undefined, fallbackAlt: string): ProductImage {
  return { src, alt: alt?.trim() || fallbackAlt };
}

/** WooCommerce's GMT times carry no zone designator. */
export function utc(value: string): Date {
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
}
