import { isLanguage } from '@/i18n/languages';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import {
  FACET_ATTRIBUTES,
  FACET_KEYS,
  type Category,
  type FacetKey,
  type Product,
  type ProductImage,
  type ProductSummary,
  type TermRef,
} from '@/domain/catalogue/product';
import { priceVolumeMl, volumeOptions } from '@/domain/catalogue/card-price';
import { volumeKey, type ProductVariation } from '@/domain/catalogue/product-detail';
import type { Review } from '@/domain/reviews/review';
import { reviewParagraphs } from './review-text';
import { classifyProduct, PRODUCT_META, type ProductKind } from '@/domain/catalogue/product-kind';
import type { Offer } from '@/domain/cart/can-add';
import type { Certificate } from '@/domain/certificates/certificate';
import { catalogueKey, type CatalogueItem } from '@/domain/checkout/catalogue-item';
import { ORDER_LINE_META } from '@/domain/checkout/order-lines';
import type { PaymentMethod } from '@/domain/checkout/order-schema';
import type { Aroma, SetProduct } from '@/domain/discovery-set/aroma';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { parseMoney, roundMoney } from '@/domain/money';
import type { Coupon } from '@/domain/promo/coupon';
import { plainText } from '@/server/wordpress/map';
import { ORDER_META, PAYMENT_GATEWAYS } from './order-payload';
import type { ShopOrder } from '@/domain/checkout/shop-order';
import type {
  WooCategory,
  WooCoupon,
  WooMeta,
  WooOrder,
  WooProduct,
  WooReview,
  WooVariation,
} from './schemas';

/*
 * WooCommerce's wire shapes turned into the domain's types: products (as the product page, a
 * catalogue list, checkout and the special screens need them), variations, reviews, coupons and
 * orders. Pure, so tests need no network.
 */

// ---- Readers ----

/** ACF fields reach REST as `meta_data`; a key's value as stored (string, number, boolean, object). */
function metaValue(meta: readonly WooMeta[], key: string): unknown {
  return meta.find((m) => m.key === key)?.value;
}

/** Texts only: non-string values (arrays, objects) are not texts we show. */
function metaText(meta: readonly WooMeta[], key: string): string | undefined {
  const value = metaValue(meta, key);
  return typeof value === 'string' ? value : undefined;
}

/** `onbackorder` sells too: only `outofstock` is sold out. */
function inStock(item: Pick<WooProduct, 'stock_status'>): boolean {
  return item.stock_status !== 'outofstock';
}

/** What the shop's conventions (set size, certificate type, aroma group, surprise gift) say it is. */
export function productKind(product: WooProduct): ProductKind {
  return classifyProduct(product.sku, (key) => metaValue(product.meta_data, key));
}

function image(src: string, alt: string | null | undefined, fallbackAlt: string): ProductImage {
  return { src, alt: alt?.trim() || fallbackAlt };
}

function firstImage(product: WooProduct): string {
  return product.images[0]?.src ?? '';
}

/** A text that is the name again (staff filled both fields alike) is no description. */
function withoutRepeatedName(text: string, name: string): string {
  return text.trim().toLowerCase() === plainText(name).trim().toLowerCase() ? '' : text;
}

/** WooCommerce's GMT times carry no zone designator. */
function utc(value: string): Date {
  return new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
}

// ---- Products and categories ----

/** The fragrance pyramid's texts (ACF meta), empty where staff wrote none. */
export function productNotes(product: WooProduct): Product['notes'] {
  const text = (key: string) => metaText(product.meta_data, key) ?? '';
  return {
    top: text(PRODUCT_META.notesTop),
    heart: text(PRODUCT_META.notesHeart),
    base: text(PRODUCT_META.notesBase),
  };
}

export function mapProduct(product: WooProduct): Product {
  const text = (key: string) => metaText(product.meta_data, key) ?? '';
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type,
    sku: product.sku,
    price: parseMoney(product.price),
    regularPrice: parseMoney(product.regular_price),
    onSale: product.on_sale,
    priceVolumeMl: priceVolumeMl(product.type, volumeOptions(product.attributes)),
    description: product.description,
    shortDescription: product.short_description,
    rating: Number(product.average_rating) || 0,
    ratingCount: product.rating_count,
    inStock: inStock(product),
    images: product.images.map((img) => image(img.src, img.alt, product.name)),
    categories: product.categories.map(({ id, slug, name }) => ({ id, slug, name })),
    tags: product.tags.map(({ id, slug, name }) => ({ id, slug, name })),
    attributes: product.attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      slug: attribute.slug ?? '',
      variation: attribute.variation ?? false,
      options: attribute.options,
    })),
    variationIds: product.variations,
    notes: productNotes(product),
    composition: text(PRODUCT_META.composition),
    storage: text(PRODUCT_META.storage),
    setSize: productKind(product).setSize,
  };
}

export function mapCategory(category: WooCategory): Category {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    parentId: category.parent,
    description: category.description,
    image: category.image ? image(category.image.src, category.image.alt, category.name) : null,
    count: category.count,
    order: category.menu_order,
  };
}

/** Per facet, a term's name in one language → its slug (product JSON names terms, filters need slugs). */
export type FacetTermIndex = Record<FacetKey, Map<string, string>>;

/** Builds the name → slug lookup from each facet attribute's terms (names compared case-insensitively). */
export function facetTermIndex(terms: Record<FacetKey, readonly TermRef[]>): FacetTermIndex {
  return Object.fromEntries(
    FACET_KEYS.map((facet) => [
      facet,
      new Map(terms[facet].map((term) => [term.name.trim().toLowerCase(), term.slug])),
    ]),
  ) as FacetTermIndex;
}

function facetTerms(product: WooProduct, facet: FacetKey, index: FacetTermIndex): TermRef[] {
  const attribute = product.attributes.find((a) => a.slug === FACET_ATTRIBUTES[facet]);
  if (!attribute) return [];
  const terms = new Map<string, TermRef>();
  for (const name of attribute.options) {
    // A name with no global term (renamed, or a product-local value) cannot be a filter link.
    const slug = index[facet].get(name.trim().toLowerCase());
    if (slug && !terms.has(slug)) terms.set(slug, { slug, name });
  }
  return [...terms.values()];
}

export function mapProductSummary(product: WooProduct, index: FacetTermIndex): ProductSummary {
  const price = parseMoney(product.price) ?? parseMoney(product.regular_price) ?? 0;
  const first = product.images[0];
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price,
    regularPrice: parseMoney(product.regular_price) ?? price,
    salePrice: product.on_sale ? parseMoney(product.sale_price) : null,
    onSale: product.on_sale,
    priceVolumeMl: priceVolumeMl(product.type, volumeOptions(product.attributes)),
    rating: Number(product.average_rating) || 0,
    ratingCount: product.rating_count,
    totalSales: product.total_sales,
    dateCreated: product.date_created,
    image: first ? image(first.src, first.alt, product.name) : null,
    categories: product.categories.map(({ id, slug, name }) => ({ id, slug, name })),
    tags: product.tags.map((tag) => tag.slug),
    facets: Object.fromEntries(
      FACET_KEYS.map((facet) => [facet, facetTerms(product, facet, index)]),
    ) as Record<FacetKey, TermRef[]>,
    inStock: inStock(product),
    type: product.type === 'variable' ? 'variable' : 'simple',
  };
}

// ---- The product page ----

export function mapVariation(
  variation: WooVariation,
  volumeAttributeId: number | undefined,
): ProductVariation {
  const volume =
    variation.attributes.find(
      (attribute) => volumeAttributeId !== undefined && attribute.id === volumeAttributeId,
    )?.option ??
    variation.attributes[0]?.option ??
    '';
  return {
    id: variation.id,
    sku: variation.sku,
    volume,
    volumeKey: volumeKey(volume),
    price: parseMoney(variation.price),
    regularPrice: parseMoney(variation.regular_price),
    onSale: variation.on_sale,
    inStock: inStock(variation),
    image: variation.image?.src || null,
  };
}

/** A review without its photos (they live in WordPress, see wordpress/review-photos.ts). */
export function mapReview(review: WooReview): Review {
  return {
    id: review.id,
    productId: review.product_id,
    reviewer: review.reviewer.trim(),
    // WooCommerce's GMT time carries no zone designator; the plain one is the site's local time.
    date: review.date_created_gmt ? `${review.date_created_gmt.replace(/Z$/, '')}Z` : review.date_created,
    rating: Math.min(5, Math.max(0, review.rating)),
    paragraphs: reviewParagraphs(review.review),
    // WooCommerce has neither: WordPress comment meta holds them (wordpress/review-extras.ts).
    photos: [],
    language: null,
  };
}

// ---- Checkout: what an order may hold ----

type StockFields = Pick<WooProduct, 'manage_stock' | 'stock_quantity' | 'backorders'>;

/**
 * What WooCommerce can still sell of an item, or null when it does not count (no managed stock, or
 * backorders taken). Over REST it never refuses a quantity itself (an order drives stock below 0),
 * so the shop's checkout does; a variation on its parent's stock shares the parent's key.
 */
export function stockOf(item: StockFields, ownKey: string, parentKey: string): CatalogueItem['stock'] {
  if (!item.manage_stock || item.backorders !== 'no') return null;
  return {
    key: item.manage_stock === 'parent' ? parentKey : ownKey,
    available: Math.max(0, item.stock_quantity ?? 0),
  };
}

const isPurchasable = (variation: WooVariation) =>
  variation.status === 'publish' && variation.purchasable && inStock(variation);

export function catalogueItem(product: WooProduct): CatalogueItem {
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
    stock: stockOf(product, catalogueKey(product.id), catalogueKey(product.id)),
  };
}

export function catalogueVariation(parent: WooProduct, variation: WooVariation): CatalogueItem {
  const options = variation.attributes.map((a) => a.option).join(', ');
  const price = parseMoney(variation.price);
  return {
    ...catalogueItem(parent),
    variationId: variation.id,
    name: options ? `${parent.name} - ${options}` : parent.name,
    sku: variation.sku || parent.sku,
    price,
    onSale: variation.on_sale,
    inStock: isPurchasable(variation),
    isVariableParent: false,
    denomination: price ?? undefined,
    stock: stockOf(variation, catalogueKey(parent.id, variation.id), catalogueKey(parent.id)),
  };
}

// ---- The special products: aroma samples, discovery sets, gift samples, certificates ----

/** A sample without a known group cannot be placed on a tab, so it is left out (null). */
export function mapAroma(product: WooProduct): Aroma | null {
  const { aromaGroup: group, sampleOf } = productKind(product);
  if (!group) return null;
  const description = plainText(product.short_description || product.description);
  return {
    id: product.id,
    title: product.name,
    image: firstImage(product),
    group,
    inStock: inStock(product),
    ...(description ? { description } : {}),
    ...(sampleOf !== null ? { perfumeId: sampleOf } : {}),
  };
}

export function mapSetProduct(product: WooProduct): SetProduct | null {
  const price = parseMoney(product.price);
  if (price === null) return null;
  return {
    id: product.id,
    title: product.name,
    price,
    inStock: inStock(product),
    image: firstImage(product) || undefined,
    slug: product.slug,
    sku: product.sku || undefined,
  };
}

/** What a gift sample offers: a free sample has the price 0, and one without a price is not given. */
export function giftOffer(product: WooProduct): Offer {
  return { inStock: inStock(product), price: parseMoney(product.price) };
}

export function mapGiftCard(product: WooProduct): GiftCard {
  return {
    id: product.id,
    name: product.name,
    // A description that only repeats the name says nothing: the card shows the name alone.
    description: withoutRepeatedName(
      plainText(product.short_description || product.description),
      product.name,
    ),
    image: firstImage(product),
    count: 1,
  };
}

/** Only variations that can be bought become denominations; their price is the denomination. */
export function mapCertificate(product: WooProduct, variations: WooVariation[]): Certificate | null {
  const type = productKind(product).certificateType;
  if (!type) return null;
  const first = product.images[0];
  const denominations = variations
    .filter(isPurchasable)
    .flatMap((v) => {
      const amount = parseMoney(v.price);
      return amount !== null && amount > 0 ? [{ variationId: v.id, amount }] : [];
    })
    .sort((a, b) => a.amount - b.amount);
  return {
    id: product.id,
    slug: product.slug,
    type,
    title: product.name,
    description: plainText(product.description || product.short_description),
    image: first ? image(first.src, first.alt, product.name) : null,
    denominations,
  };
}

// ---- Coupons and orders ----

/** WooCommerce writes dates without a zone; the `_gmt` twin is UTC. */
function expiry(coupon: WooCoupon): Date | null {
  const value = coupon.date_expires_gmt ?? coupon.date_expires;
  if (!value) return null;
  const date = utc(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function mapCoupon(coupon: WooCoupon): Coupon {
  return {
    code: coupon.code,
    discountType: coupon.discount_type,
    amount: parseMoney(coupon.amount) ?? 0,
    expiresAt: expiry(coupon),
    usageCount: coupon.usage_count,
    usageLimit: coupon.usage_limit ?? null,
    usageLimitPerUser: coupon.usage_limit_per_user ?? null,
    usedBy: coupon.used_by,
    productIds: coupon.product_ids,
    excludedProductIds: coupon.excluded_product_ids,
    categoryIds: coupon.product_categories,
    excludedCategoryIds: coupon.excluded_product_categories,
    excludeSaleItems: coupon.exclude_sale_items,
    minimumAmount: parseMoney(coupon.minimum_amount) ?? 0,
    maximumAmount: parseMoney(coupon.maximum_amount) ?? 0,
    emailRestrictions: coupon.email_restrictions,
    freeShipping: coupon.free_shipping,
  };
}

const amount = (value: string | number) => parseMoney(value) ?? 0;

/** Item meta the shopper wrote or chose (set aromas, certificate recipient); keys starting with `_` are WooCommerce's own. */
const SHOWN_LINE_META: readonly string[] = [
  ORDER_LINE_META.aromas,
  ORDER_LINE_META.certificateRecipientEmail,
];

const PAYMENT_OF_GATEWAY = new Map(
  Object.entries(PAYMENT_GATEWAYS).map(([payment, gateway]) => [gateway, payment as PaymentMethod]),
);

/**
 * The order's Nova Poshta waybill (TTN): the meta a manager or a Nova Poshta plugin writes, under
 * the key the shop is set up with (src/server/tracking/settings.ts); null when there is none.
 */
export function orderWaybill(order: WooOrder, metaKey: string): string | null {
  const value = metaValue(order.meta_data, metaKey);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return text || null;
}

/** The phone Nova Poshta knows the recipient by: the shipping phone (a gift's recipient), else billing. */
export function orderRecipientPhone(order: WooOrder): string {
  return order.shipping.phone || order.billing.phone || '';
}

export function mapOrder(order: WooOrder): ShopOrder {
  const lng = metaText(order.meta_data, ORDER_META.lang);
  const created = order.date_created_gmt ?? order.date_created;
  const lines = order.line_items.map((l) => ({
    name: l.name,
    quantity: l.quantity,
    subtotal: amount(l.subtotal),
    total: amount(l.total),
    details: l.meta_data.flatMap((m) =>
      SHOWN_LINE_META.includes(m.key) && typeof m.value === 'string' ? [m.value] : [],
    ),
  }));
  const feeLines = order.fee_lines.map((f) => ({ id: f.id, name: f.name, total: amount(f.total) }));
  return {
    id: order.id,
    number: order.number,
    orderKey: order.order_key,
    status: order.status,
    subtotal: roundMoney(lines.reduce((sum, l) => sum + l.subtotal, 0)),
    discount: amount(order.discount_total),
    fee: roundMoney(feeLines.reduce((sum, f) => sum + f.total, 0)),
    feeLines,
    shipping: amount(order.shipping_total),
    total: amount(order.total),
    currency: order.currency,
    paid: Boolean(order.date_paid),
    createdAt: created ? utc(created) : new Date(0),
    payment: PAYMENT_OF_GATEWAY.get(order.payment_method) ?? null,
    transactionId: order.transaction_id,
    customer: {
      firstName: order.billing.first_name ?? '',
      lastName: order.billing.last_name ?? '',
      email: order.billing.email ?? '',
      phone: order.billing.phone ?? '',
    },
    deliveryAddress: [order.billing.city, order.billing.address_1].filter(Boolean).join(', '),
    lines,
    lng: isLanguage(lng) ? lng : DEFAULT_LANGUAGE,
    idempotencyKey: metaText(order.meta_data, ORDER_META.idempotencyKey) ?? null,
  };
}
