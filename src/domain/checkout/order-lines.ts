import { INTERNAL_CATEGORIES } from '@/domain/catalog/category-conventions';
import { GIFT_LIMIT, SURPRISE_GIFT_ID } from '@/domain/gifts/gift-config';
import type { CouponLine } from '@/domain/promo/coupon';
import { catalogKey, inCategory, type CatalogItem, type CheckoutCatalog } from './catalog-item';
import type { OrderRequest } from './order-schema';
import { quantityRefusal, type OrderLimits, type QuantityRefusal } from './quantity-rules';
import { needsDelivery } from './shipment';
import { unavailableItem, type UnavailableLine } from './unavailable-lines';

/**
 * Line-item meta the order carries for the manager (docs/woocommerce.md, orders the storefront
 * creates). WooCommerce's order screen shows every item meta with its key as the label (`_` keys
 * too), so each is keyed by its Ukrainian label (managers read Ukrainian) and holds what a manager
 * packs by: a set's aromas by name, not their ids.
 */
export const ORDER_LINE_META = {
  aromas: 'Аромати набору',
  giftSample: 'Подарунок до замовлення',
  certificateType: 'Сертифікат',
  certificateRecipientEmail: 'E-mail отримувача сертифіката',
} as const;

/** The values a manager reads beside those labels. */
const GIFT_SAMPLE_VALUE = 'так, безкоштовно';
const CERTIFICATE_TYPE_VALUE = { electronic: 'електронний', physical: 'фізичний' } as const;

type OrderLineKind = 'product' | 'set' | 'gift' | 'certificate';

/** One line of the order to create, built from the catalogue; `price` is WooCommerce's, for previews only. */
export type OrderLine = {
  kind: OrderLineKind;
  productId: number;
  variationId: number;
  quantity: number;
  name: string;
  price: number;
  onSale: boolean;
  categoryIds: number[];
  /** A certificate's type as the catalogue has it: an electronic one goes by e-mail (shipment.ts). */
  certificateType?: CatalogItem['certificateType'];
  meta: { key: string; value: string }[];
  /** The request's field the line came from (`items.0`, `sets.1`, `gifts.0`), for a refusal to name. */
  source: string;
  stock: CatalogItem['stock'];
};

export type CartRefusal =
  | 'cart_empty'
  | 'set_incomplete'
  | 'gift_invalid'
  | 'product_unavailable'
  | 'certificate_details_required'
  | QuantityRefusal['code'];

/**
 * A refused cart: the reason, the field it is about, and what its message names. A
 * product_unavailable refusal lists every line the shop no longer sells in `lines` (`field` is the
 * first of them), so the shopper can take them all out at once.
 */
export type CartRefusalResult = {
  ok: false;
  code: CartRefusal;
  field: string;
  params?: QuantityRefusal['params'];
  lines?: UnavailableLine[];
};

type OrderLinesResult = { ok: true; lines: OrderLine[] } | CartRefusalResult;

type CartPart = Pick<OrderRequest, 'items' | 'sets' | 'gifts' | 'certificates'>;

/** What to look up in WooCommerce for this cart. */
export function catalogRequestFor(cart: CartPart) {
  return {
    lines: [
      ...cart.items.map((i) => ({ id: i.id, variationId: i.variation_id })),
      ...cart.sets.flatMap((s) => s.aromas.map((id) => ({ id }))),
      // Id 1 is the surprise gift, read with the gift list, never the product that has id 1.
      ...cart.gifts.filter((id) => id !== SURPRISE_GIFT_ID).map((id) => ({ id })),
    ],
    setSizes: [...new Set(cart.sets.map((s) => s.size))],
    certificateTypes: [...new Set(cart.certificates.map((c) => c.type))],
    withGifts: cart.gifts.length > 0,
  };
}

const purchasable = (item: CatalogItem | undefined): item is CatalogItem & { price: number } =>
  item !== undefined && item.inStock && item.price !== null && !item.isVariableParent;

function line(
  kind: OrderLineKind,
  source: string,
  item: CatalogItem & { price: number },
  quantity: number,
  meta: OrderLine['meta'] = [],
): OrderLine {
  return {
    source,
    stock: item.stock,
    kind,
    productId: item.productId,
    variationId: item.variationId,
    quantity,
    name: item.name,
    price: item.price,
    onSale: item.onSale,
    categoryIds: item.categoryIds,
    ...(item.certificateType && { certificateType: item.certificateType }),
    meta,
  };
}

/** Building blocks that are only sold inside something else: a set, or the gift choice. */
const INTERNAL = [
  INTERNAL_CATEGORIES.aromaSamples,
  INTERNAL_CATEGORIES.discoverySets,
  INTERNAL_CATEGORIES.giftSamples,
];

/**
 * The order's lines from the shopper's cart and the catalogue, or the first reason to refuse it
 * (DESIGN.md "Money and trust"): an empty cart, a set with the wrong number of aromas or with
 * something that is not an aroma sample, more than 2 gifts or one not on the gift list, a
 * certificate sent as a plain line (without its type and recipient), products WooCommerce does
 * not sell (all of them, with a sold-out aroma of a set), more than WooCommerce has or the shop's
 * caps allow (quantity-rules.ts). Prices come from the catalogue only.
 */
export function resolveOrderLines(
  cart: CartPart,
  catalog: CheckoutCatalog,
  limits: OrderLimits,
): OrderLinesResult {
  const drafted = draftOrderLines(cart, catalog);
  if (!drafted.ok) return drafted;
  const refusal = quantityRefusal(drafted.lines, limits);
  return refusal ? { ok: false, ...refusal } : drafted;
}

/** The lines of `resolveOrderLines` before quantities are weighed against stock and the caps. */
export function draftOrderLines(cart: CartPart, catalog: CheckoutCatalog): OrderLinesResult {
  if (cart.items.length + cart.sets.length + cart.certificates.length === 0) {
    return { ok: false, code: 'cart_empty', field: 'items' };
  }
  const lines: OrderLine[] = [];
  // Collected rather than returned at the first: a shopper removes every sold-out line in one go.
  const unavailable: UnavailableLine[] = [];

  for (const [i, input] of cart.items.entries()) {
    const item = catalog.items.get(catalogKey(input.id, input.variation_id ?? 0));
    // A certificate needs its type and recipient, which only `certificates` carries.
    if (item && inCategory(item, INTERNAL_CATEGORIES.certificates)) {
      return { ok: false, code: 'certificate_details_required', field: `items.${i}` };
    }
    if (!purchasable(item) || INTERNAL.some((slug) => inCategory(item, slug))) {
      unavailable.push(unavailableItem(`items.${i}`, input, item));
      continue;
    }
    lines.push(line('product', `items.${i}`, item, input.count));
  }

  for (const [i, set] of cart.sets.entries()) {
    const aromas = set.aromas.map((id) => catalog.items.get(catalogKey(id)));
    const complete =
      set.aromas.length === set.size &&
      new Set(set.aromas).size === set.size &&
      aromas.every((a) => a !== undefined && inCategory(a, INTERNAL_CATEGORIES.aromaSamples));
    if (!complete) return { ok: false, code: 'set_incomplete', field: `sets.${i}` };
    const product = catalog.sets.get(set.size);
    if (!purchasable(product)) {
      unavailable.push({ field: `sets.${i}`, ...(product && { name: product.name }) });
      continue;
    }
    // A sample the shop marks sold out cannot be filled into the set (the set builder refuses it too).
    const soldOut = aromas.filter((a) => !a!.inStock);
    if (soldOut.length > 0) {
      unavailable.push(...soldOut.map((a) => ({ field: `sets.${i}`, name: a!.name })));
      continue;
    }
    lines.push(
      line('set', `sets.${i}`, product, set.count, [
        { key: ORDER_LINE_META.aromas, value: aromas.map((a) => a!.name).join(', ') },
      ]),
    );
  }

  // The gift popup sends the surprise gift as the spec's id 1 (spec §3) and never offers product 1
  // as a card, so 1 always means the surprise gift, whatever WooCommerce's product 1 is.
  const giftIds = cart.gifts.map((id) => (id === SURPRISE_GIFT_ID ? catalog.surpriseGiftId : id));
  if (giftIds.length > GIFT_LIMIT || new Set(giftIds).size !== giftIds.length) {
    return { ok: false, code: 'gift_invalid', field: 'gifts' };
  }
  const gifts: OrderLine[] = [];
  for (const [i, id] of giftIds.entries()) {
    const gift = id === undefined ? undefined : catalog.items.get(catalogKey(id));
    if (!purchasable(gift) || !inCategory(gift, INTERNAL_CATEGORIES.giftSamples) || gift.price !== 0) {
      return { ok: false, code: 'gift_invalid', field: `gifts.${i}` };
    }
    gifts.push(
      line('gift', `gifts.${i}`, gift, 1, [{ key: ORDER_LINE_META.giftSample, value: GIFT_SAMPLE_VALUE }]),
    );
  }

  const certificates: OrderLine[] = [];
  for (const [i, certificate] of cart.certificates.entries()) {
    const item = catalog.certificates.get(`${certificate.type}:${certificate.denomination}`);
    if (!purchasable(item)) {
      unavailable.push({ field: `certificates.${i}`, ...(item && { name: item.name }) });
      continue;
    }
    certificates.push(
      line('certificate', `certificates.${i}`, item, certificate.count, [
        { key: ORDER_LINE_META.certificateType, value: CERTIFICATE_TYPE_VALUE[certificate.type] },
        ...(certificate.recipientEmail
          ? [{ key: ORDER_LINE_META.certificateRecipientEmail, value: certificate.recipientEmail }]
          : []),
      ]),
    );
  }

  if (unavailable.length > 0) {
    return { ok: false, code: 'product_unavailable', field: unavailable[0].field, lines: unavailable };
  }

  // Spec §9: electronic items go by e-mail, and samples ride in a parcel, so an order of electronic
  // certificates only (by the catalogue's types) has none to send them in: they are left off
  // (docs/woocommerce.md), rather than the order being refused over a free extra. The basket does
  // not offer them for such an order in the first place.
  const sendsParcel = needsDelivery([...lines, ...certificates]);
  return { ok: true, lines: [...lines, ...(sendsParcel ? gifts : []), ...certificates] };
}

export function couponLinesOf(lines: OrderLine[]): CouponLine[] {
  return lines.map((l) => ({
    productId: l.productId,
    variationId: l.variationId,
    quantity: l.quantity,
    price: l.price,
    onSale: l.onSale,
    categoryIds: l.categoryIds,
  }));
}
