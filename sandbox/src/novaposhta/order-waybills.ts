import type { SandboxContext } from '../context';
import type { OrderJson } from '../woocommerce/order-build';
import { all } from '../woocommerce/store';
import { registerTrackingDocument } from './tracking';

/*
 * The bridge a real shop does not need: on the real platforms the manager (or a Nova Poshta plugin)
 * creates the waybill at Nova Poshta and writes its number into the order. Here putting a number on
 * an order, under the TTN meta key, is what makes the tracking API know it, with a status chosen by
 * the number's last digit so tests and demos can pick the state they want:
 *
 *   0 journey: 1 → 4 → 5 → 7 → 9, one step a minute    5 9 received
 *   1 1 created                                         6 8 at the parcel locker
 *   2 12 being packed                                   7 103 refused by the recipient
 *   3 5 heading to the city                             8 111 failed delivery attempt
 *   4 7 at the branch                                   9 102 refused, return ordered
 */
const BY_LAST_DIGIT = ['journey', '1', '12', '5', '7', '9', '8', '103', '111', '102'];

export function waybillStatusCode(number: string): string {
  return BY_LAST_DIGIT[Number(number.at(-1))] ?? '1';
}

const WAYBILL = /^\d{10,20}$/;

/** Registers the waybill on `order` (once: setting the same number again keeps its history). */
export function registerOrderWaybill(ctx: SandboxContext, order: OrderJson, createdAt?: Date): void {
  const value = order.meta_data.find((m) => m.key === ctx.config.novaposhta.ttnMetaKey)?.value;
  const number = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!WAYBILL.test(number)) return;
  if (ctx.db.prepare('SELECT 1 FROM np_documents WHERE number = ?').get(number)) return;
  const shipping = (order.shipping ?? {}) as Record<string, string>;
  const cityName = shipping.city || order.billing.city || '';
  const known = ctx.db
    .prepare('SELECT 1 FROM np_cities WHERE description = ? OR description_ru = ? OR ref = ?')
    .get(cityName, cityName, cityName);
  registerTrackingDocument(ctx, {
    number,
    statusCode: waybillStatusCode(number),
    city: known ? cityName : 'Київ',
    phone: shipping.phone || order.billing.phone || undefined,
    warehouse: shipping.address_1 || order.billing.address_1 || undefined,
    createdAt,
  });
}

/** The seeded orders' waybills, once Nova Poshta's cities exist. */
export function registerOrderWaybills(ctx: SandboxContext): void {
  for (const order of all<OrderJson>(ctx.db, 'wc_orders')) registerOrderWaybill(ctx, order);
}
