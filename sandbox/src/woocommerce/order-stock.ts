import type Database from 'better-sqlite3';
import type { OrderJson } from './order-build';
import type { ProductDoc, VariationDoc } from './model';
import { one, save } from './store';

/** Statuses at which WooCommerce reduces stock and records sales (wc_maybe_reduce_stock_levels). */
const HOLDS_STOCK = ['processing', 'completed', 'on-hold'];
/** Statuses at which it gives reduced stock back (wc_maybe_increase_stock_levels). */
const RELEASES_STOCK = ['cancelled', 'pending'];

/** Bookkeeping WooCommerce keeps in internal order meta, never shown over REST. */
export interface OrderFlags {
  _stock_reduced?: boolean;
  _sales_recorded?: boolean;
}

type StockItem = { manage_stock: boolean; stock_quantity: number | null; stock_status: string };

function adjust(item: StockItem, delta: number): void {
  if (!item.manage_stock || item.stock_quantity === null) return;
  item.stock_quantity += delta;
  item.stock_status = item.stock_quantity > 0 ? 'instock' : 'outofstock';
}

function eachLine(
  db: Database.Database,
  order: OrderJson,
  visit: (item: StockItem, quantity: number, product: ProductDoc, variation?: VariationDoc) => void,
): void {
  const lines = order.line_items as { product_id: number; variation_id: number; quantity: number }[];
  for (const line of lines) {
    const product = one<ProductDoc>(db, 'wc_products', line.product_id);
    if (!product) continue;
    const variation = line.variation_id
      ? one<VariationDoc>(db, 'wc_variations', line.variation_id)
      : undefined;
    // A variation without its own stock management uses its parent's stock, as in WooCommerce.
    const item = variation?.manage_stock ? variation : product;
    visit(item, line.quantity, product, variation);
    save(db, 'wc_products', product, { slug: product.slug });
    if (variation) save(db, 'wc_variations', variation, { parent_id: variation.parent_id });
  }
}

/** Moves stock and total_sales as the order enters a status; call inside the order's transaction. */
export function applyStatusEffects(db: Database.Database, order: OrderJson & OrderFlags): void {
  if (HOLDS_STOCK.includes(order.status) && !order._stock_reduced) {
    eachLine(db, order, (item, quantity) => adjust(item, -quantity));
    order._stock_reduced = true;
  } else if (RELEASES_STOCK.includes(order.status) && order._stock_reduced) {
    eachLine(db, order, (item, quantity) => adjust(item, quantity));
    order._stock_reduced = false;
  }
  if (HOLDS_STOCK.includes(order.status) && !order._sales_recorded) {
    eachLine(db, order, (_item, quantity, product) => {
      product.total_sales += quantity;
    });
    order._sales_recorded = true;
  }
}

/** The order as REST shows it: without the internal flags, image URLs on the current host. */
/** What WooCommerce's WC_Order::needs_payment / is_editable count as awaiting payment or editable. */
const AWAITING_PAYMENT = ['pending', 'failed'];
const EDITABLE = ['pending', 'on-hold', 'auto-draft'];
const CURRENCY_SYMBOLS: Record<string, string> = { UAH: '₴', USD: '$', EUR: '€' };

type Meta = { id: number; key: string; value: unknown };

/**
 * The order as WooCommerce's REST answers it: the stored document without the sandbox's own flags
 * and language, with the fields WooCommerce derives (payment URL, needs_payment, is_editable, …),
 * each item meta row with its display key and value.
 */
export function publicOrder(order: OrderJson & OrderFlags, baseUrl: string): OrderJson {
  const { _stock_reduced, _sales_recorded, lang, ...rest } = order;
  void _stock_reduced;
  void _sales_recorded;
  void lang;
  const lines = rest.line_items as { image: { id: string | number; src: string }; meta_data: Meta[] }[];
  const shipping = (rest.shipping_lines ?? []) as Record<string, unknown>[];
  const display = (meta: Meta[]) =>
    meta.map((m) => ({
      ...m,
      display_key: m.key,
      display_value: typeof m.value === 'string' ? m.value : JSON.stringify(m.value),
    }));
  const paid = (rest.date_paid as string | null) ?? null;
  const completed = (rest.date_completed as string | null) ?? null;
  return {
    ...rest,
    created_via: 'rest-api',
    cart_hash: '',
    customer_ip_address: '',
    customer_user_agent: '',
    currency_symbol: CURRENCY_SYMBOLS[String(rest.currency)] ?? String(rest.currency),
    date_paid_gmt: paid,
    date_completed_gmt: completed,
    shipping_lines: shipping.map((line) => ({ tax_status: 'taxable', ...line })),
    line_items: lines.map((l) => ({
      ...l,
      meta_data: display(l.meta_data ?? []),
      image: { ...l.image, src: l.image.src.startsWith('/') ? `${baseUrl}${l.image.src}` : l.image.src },
    })),
    needs_payment: AWAITING_PAYMENT.includes(rest.status) && Number(rest.total) > 0,
    needs_processing: true,
    is_editable: EDITABLE.includes(rest.status),
    payment_url: `${baseUrl}/checkout/order-pay/${rest.id}/?pay_for_order=true&key=${String(rest.order_key ?? '')}`,
  };
}
