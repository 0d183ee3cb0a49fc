import type Database from 'better-sqlite3';
import { activePrice, loadLookup, productPrices } from './catalog-lookup';
import { COUPON_MESSAGES, type SiteLanguage } from './coupon-messages';
import { assertCouponValid, CouponError, couponDiscounts, type CouponLine } from './coupon-rules';
import { WcHttpError } from './errors';
import type { CouponDoc, Lang, ProductDoc, VariationDoc } from './model';
import { newOrderKey } from './order-key';
import { applyStatusEffects } from './order-stock';
import { DEFAULT_LANG } from '../wordpress/languages';
import { all, nextOrderItemId, nextPostId, one, save } from './store';

/*
 * A coupon line as WooCommerce 10 answers it: the coupon's type, nominal amount and free shipping,
 * and its short info kept as the line's `coupon_info` meta (WC_Coupon::get_short_info: id and code,
 * then the type unless fixed_cart, the amount unless 0, `true` for free shipping), so the line
 * still says what the coupon was after the coupon is edited or deleted. Versions before 8.7 kept the
 * whole coupon as `coupon_data` instead.
 */
export function couponLine(id: number, coupon: CouponDoc, discount: string) {
  const amount = Number(coupon.amount);
  const info: unknown[] = [coupon.id, coupon.code];
  if (coupon.discount_type !== 'fixed_cart') info.push(coupon.discount_type);
  if (amount !== 0) info.push(amount);
  if (coupon.free_shipping) info.push(true);
  const value = JSON.stringify(info);
  return {
    id,
    code: coupon.code,
    discount,
    discount_tax: '0.00',
    meta_data: [
      { id: id * 1000, key: 'coupon_info', value, display_key: 'coupon_info', display_value: value },
    ],
    discount_type: coupon.discount_type,
    nominal_amount: amount,
    free_shipping: coupon.free_shipping,
  };
}

export type OrderJson = Record<string, unknown> & {
  id: number;
  status: string;
  coupon_lines: ReturnType<typeof couponLine>[];
  billing: Record<string, string>;
  meta_data: { id: number; key: string; value: unknown }[];
};

export interface LineInput {
  product_id?: number;
  variation_id?: number;
  quantity?: number;
  meta_data?: { key: string; value: unknown }[];
}

export const fmt = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const now = () => new Date().toISOString().slice(0, 19);
const INVALID_COUPON = 'woocommerce_rest_invalid_coupon';
const invalidCoupon = (message: string) => new WcHttpError(400, INVALID_COUPON, message);

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
];

export function address(input: unknown, withContact: boolean): Record<string, string> {
  const source = (input ?? {}) as Record<string, unknown>;
  const fields = withContact ? [...ADDRESS_FIELDS, 'email', 'phone'] : [...ADDRESS_FIELDS, 'phone'];
  return Object.fromEntries(
    fields.map((f) => [f, typeof source[f] === 'string' ? (source[f] as string) : '']),
  );
}

const LANGS = ['uk', 'en', 'ru'];

/** The order's language: `?lang=`, then a `lang` meta entry (as Polylang stores it), else Ukrainian. */
function orderLang(body: Record<string, unknown>): Lang {
  const meta = (Array.isArray(body.meta_data) ? body.meta_data : []) as { key?: string; value?: unknown }[];
  const candidates = [body.lang, meta.find((m) => m.key === 'lang')?.value];
  return (candidates.find((x) => typeof x === 'string' && LANGS.includes(x)) as Lang) ?? 'uk';
}

/*
 * The item a line names, as WC_REST_Orders_V2_Controller::get_product_id and wc_get_product find it:
 * the posted variation's id when there is one, else the product's; a variation brings its parent.
 * Any status is found (a draft, a private or a trashed product is sold at its price); an id that names
 * no product finds nothing.
 */
function lineItemOf(db: Database.Database, input: LineInput) {
  const id = Number(input.variation_id || input.product_id);
  const variation = one<VariationDoc>(db, 'wc_variations', id);
  const product = one<ProductDoc>(db, 'wc_products', variation ? variation.parent_id : id);
  return product ? { product, variation } : null;
}

/** wc_stock_amount: the posted quantity as a whole number, whatever its sign (WooCommerce refuses none). */
const stockAmount = (value: unknown) => Math.trunc(Number(value)) || 0;

/*
 * A line whose id names no product: WooCommerce 10 takes it all the same, as a line without a product
 * (product_id 0, no name, no SKU, no image) at 0, since nothing prices it; it moves no stock.
 */
function productlessLine(input: LineInput, quantity: number) {
  return {
    product: undefined,
    variation: undefined,
    input,
    coupon: {
      product_id: 0,
      variation_id: 0,
      quantity,
      price: 0,
      on_sale: false,
      category_ids: [],
      name: '',
      category_names: [],
    } satisfies CouponLine,
    name: '',
    sku: null,
    image: undefined,
    imageId: undefined,
  };
}

/**
 * Lines priced from the catalogue (what the caller says about prices is ignored). Like WooCommerce 10's
 * REST orders controller (prepare_line_items), it refuses only a line that names no id at all.
 */
export function priceLines(db: Database.Database, lineInputs: LineInput[]) {
  const items = lineInputs.map((input) => {
    if (!input.product_id && !input.variation_id) {
      throw new WcHttpError(
        400,
        'woocommerce_rest_required_product_reference',
        'Product ID or SKU is required.',
      );
    }
    return lineItemOf(db, input);
  });
  const lookup = loadLookup(
    db,
    items.flatMap((found) => (found ? [found.product.id] : [])),
  );
  return lineInputs.map((input, i) => {
    const quantity = input.quantity === undefined ? 1 : stockAmount(input.quantity);
    const found = items[i];
    if (!found) return productlessLine(input, quantity);
    const { product, variation } = found;
    // A variable product named without a variation is sold at its own price: the lowest variation's.
    const priced = variation ?? {
      ...productPrices(product, lookup),
      ...(product.type === 'variable'
        ? {}
        : { sale_price: product.sale_price, regular_price: product.regular_price }),
    };
    const price = Number(activePrice(priced)) || 0;
    // WooCommerce names a line by the product's own name and the variation's terms: one name each,
    // the Ukrainian one, whatever language the order was placed in.
    const variant = variation?.attributes.map((a) => a.option[DEFAULT_LANG]).join(', ');
    const name = variant ? `${product.name[DEFAULT_LANG]} - ${variant}` : product.name[DEFAULT_LANG];
    return {
      product,
      variation,
      input,
      coupon: {
        product_id: product.id,
        variation_id: variation?.id ?? 0,
        quantity,
        price,
        on_sale: priced.sale_price !== '',
        category_ids: product.category_ids,
        name,
        category_names: product.category_ids.map((id) => lookup.categories.get(id)?.name[DEFAULT_LANG] ?? ''),
      } satisfies CouponLine,
      name,
      sku: variation?.sku ?? product.sku,
      image: product.images[0]?.path,
      imageId: product.images[0]?.id,
    };
  });
}

export type PricedLine = ReturnType<typeof priceLines>[number];

/** One `line_items` entry of the order JSON, its total after the coupons' share `discount`. */
export function lineItemJson(l: PricedLine, itemId: number, orderId: number, i: number, discount: number) {
  const subtotal = l.coupon.price * l.coupon.quantity;
  return {
    id: itemId,
    name: l.name,
    product_id: l.product?.id ?? 0,
    variation_id: l.variation?.id ?? 0,
    quantity: l.coupon.quantity,
    tax_class: '',
    subtotal: fmt(subtotal),
    subtotal_tax: '0.00',
    total: fmt(subtotal - Math.min(discount, subtotal)),
    total_tax: '0.00',
    taxes: [],
    meta_data: (l.input.meta_data ?? []).map((m, j) => ({
      id: orderId * 100 + i * 10 + j,
      key: m.key,
      value: m.value,
    })),
    sku: l.sku,
    price: l.coupon.price,
    // Stored relative; publicOrder adds the sandbox's current base URL. WooCommerce answers a
    // variation's image id as a number and a product's as the text its post meta holds.
    image: l.product
      ? { id: l.variation ? (l.imageId ?? 0) : String(l.imageId ?? ''), src: l.image ?? '' }
      : { id: 0, src: '' },
    parent_name: l.variation && l.product ? l.product.name[DEFAULT_LANG] : null,
  };
}

/**
 * Builds an order as WC_REST_Orders_Controller does: items from the catalogue at its prices (what the
 * request says about prices is not used), then coupons validated against the order and counted. A
 * refused coupon is 400 `woocommerce_rest_invalid_coupon` with the message in the site's language;
 * the controller re-throws WC_Discounts' error without its number (see refusedWithDraft).
 */
export function createOrder(
  db: Database.Database,
  body: Record<string, unknown>,
  siteLanguage: SiteLanguage = 'en',
): OrderJson {
  return buildOrder(db, body, siteLanguage);
}

/**
 * WooCommerce 10 has saved the order before it applies the coupons: on a refused coupon the order
 * stays as a `checkout-draft` (found by `status=any`, with the request's meta) and the refusal names
 * it in `data.new_draft_order_id`. Call after the refused create's transaction rolled back; other
 * errors come back unchanged.
 */
export function refusedWithDraft(
  db: Database.Database,
  body: Record<string, unknown>,
  siteLanguage: SiteLanguage,
  error: unknown,
): unknown {
  if (!(error instanceof WcHttpError) || error.code !== INVALID_COUPON) return error;
  const draft = db.transaction(() =>
    buildOrder(db, { ...body, status: 'checkout-draft', set_paid: false, coupon_lines: [] }, siteLanguage),
  )();
  return new WcHttpError(400, INVALID_COUPON, error.message, { new_draft_order_id: draft.id });
}

function buildOrder(
  db: Database.Database,
  body: Record<string, unknown>,
  siteLanguage: SiteLanguage,
): OrderJson {
  const text = COUPON_MESSAGES[siteLanguage];
  const lang = orderLang(body);
  const lines = priceLines(db, (Array.isArray(body.line_items) ? body.line_items : []) as LineInput[]);
  const billing = address(body.billing, true);
  const couponInputs = (Array.isArray(body.coupon_lines) ? body.coupon_lines : []) as { code?: string }[];
  const discounts = lines.map(() => 0);
  const applied: { coupon: CouponDoc; amount: number }[] = [];
  for (const input of couponInputs) {
    const code = String(input.code ?? '')
      .trim()
      .toLowerCase();
    if (!code) throw invalidCoupon(text.required);
    const [coupon] = all<CouponDoc>(db, 'wc_coupons', 'WHERE code = ?', code);
    if (!coupon) throw invalidCoupon(text.notFound(code));
    if (applied.some((a) => a.coupon.code === code)) throw invalidCoupon(text.alreadyApplied);
    // WC_Coupon error 104: an individual-use coupon cannot be combined with another one.
    const individual =
      applied.find((a) => a.coupon.individual_use)?.coupon ??
      (coupon.individual_use && applied.length ? coupon : undefined);
    if (individual) {
      throw invalidCoupon(text.individualUse(individual.code));
    }
    try {
      assertCouponValid(
        coupon,
        lines.map((l) => l.coupon),
        billing.email,
        new Date(),
        text,
      );
    } catch (error) {
      if (error instanceof CouponError) throw invalidCoupon(error.message);
      throw error;
    }
    const perLine = couponDiscounts(
      coupon,
      lines.map((l) => l.coupon),
    );
    perLine.forEach((d, i) => (discounts[i] += d));
    applied.push({ coupon, amount: perLine.reduce((s, d) => s + d, 0) });
  }
  const freeShipping = applied.some((a) => a.coupon.free_shipping);

  const id = nextPostId(db, 'shop_order');
  const itemId = () => nextOrderItemId(db, id);
  const lineItems = lines.map((l, i) => lineItemJson(l, itemId(), id, i, discounts[i]));
  const fees = ((Array.isArray(body.fee_lines) ? body.fee_lines : []) as Record<string, unknown>[]).map(
    (f) => ({
      id: itemId(),
      name: String(f.name ?? ''),
      tax_class: '',
      tax_status: String(f.tax_status ?? 'taxable'),
      amount: fmt(Number(f.total ?? 0)),
      total: fmt(Number(f.total ?? 0)),
      total_tax: '0.00',
      taxes: [],
      meta_data: [],
    }),
  );
  const shipping = (
    (Array.isArray(body.shipping_lines) ? body.shipping_lines : []) as Record<string, unknown>[]
  ).map((s) => ({
    id: itemId(),
    method_title: String(s.method_title ?? ''),
    method_id: String(s.method_id ?? ''),
    instance_id: '',
    total: fmt(freeShipping ? 0 : Number(s.total ?? 0)),
    total_tax: '0.00',
    taxes: [],
    meta_data: [],
  }));
  const itemsTotal = lineItems.reduce((s, l) => s + Number(l.total), 0);
  const feeTotal = fees.reduce((s, f) => s + Number(f.total), 0);
  const shippingTotal = shipping.reduce((s, l) => s + Number(l.total), 0);
  const discountTotal = lineItems.reduce((s, l) => s + Number(l.subtotal) - Number(l.total), 0);
  const setPaid = body.set_paid === true;
  const status = setPaid ? 'processing' : typeof body.status === 'string' ? body.status : 'pending';
  const created = now();

  for (const { coupon } of applied) {
    coupon.usage_count += 1;
    if (billing.email) coupon.used_by.push(billing.email.toLowerCase());
    save(db, 'wc_coupons', coupon, { code: coupon.code });
  }

  const order: OrderJson = {
    id,
    parent_id: 0,
    status,
    currency: typeof body.currency === 'string' ? body.currency : 'UAH',
    version: '9.4.0',
    prices_include_tax: false,
    date_created: created,
    date_created_gmt: created,
    date_modified: created,
    date_modified_gmt: created,
    discount_total: fmt(discountTotal),
    discount_tax: '0.00',
    shipping_total: fmt(shippingTotal),
    shipping_tax: '0.00',
    cart_tax: '0.00',
    total: fmt(itemsTotal + feeTotal + shippingTotal),
    total_tax: '0.00',
    customer_id: Number(body.customer_id ?? 0),
    order_key: newOrderKey(),
    billing,
    shipping: address(body.shipping, false),
    payment_method: String(body.payment_method ?? ''),
    payment_method_title: String(body.payment_method_title ?? ''),
    transaction_id: String(body.transaction_id ?? ''),
    customer_note: String(body.customer_note ?? ''),
    date_paid: setPaid ? created : null,
    date_completed: null,
    number: String(id),
    meta_data: (
      (Array.isArray(body.meta_data) ? body.meta_data : []) as { key: string; value: unknown }[]
    ).map((m, i) => ({ id: id * 1000 + i, key: m.key, value: m.value })),
    line_items: lineItems,
    tax_lines: [],
    shipping_lines: shipping,
    fee_lines: fees,
    coupon_lines: applied.map(({ coupon, amount }) => couponLine(itemId(), coupon, fmt(amount))),
    refunds: [],
    lang,
  };
  applyStatusEffects(db, order);
  save(db, 'wc_orders', order);
  return order;
}
