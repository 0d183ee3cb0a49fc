import { parcelState, type ParcelProblem, type ParcelReport, type TrackingStep } from './parcel-status';

/** WooCommerce statuses the tracking page names in words; anything else reads as `other`. */
export const ORDER_STATUS_WORDS = [
  'pending',
  'processing',
  'on-hold',
  'completed',
  'cancelled',
  'refunded',
  'failed',
] as const;
export type OrderStatusWord = (typeof ORDER_STATUS_WORDS)[number] | 'other';

export function orderStatusWord(status: string): OrderStatusWord {
  return (ORDER_STATUS_WORDS as readonly string[]).includes(status) ? (status as OrderStatusWord) : 'other';
}

/** Final WooCommerce statuses: they stand instead of the steps whatever the parcel does. */
const CLOSED = ['cancelled', 'refunded', 'failed'] as const;
type ClosedStatus = (typeof CLOSED)[number];

/**
 * What the tracking page leads with: one of the three steps, the order's own status when the
 * order is off the delivery track, a parcel problem (refused, returned, …), or `carrier` when only
 * Nova Poshta's words can say it (a code outside the table, or Nova Poshta not answering).
 */
export type TrackingState =
  | { kind: 'step'; step: TrackingStep }
  | { kind: 'order'; status: ClosedStatus | 'pending' }
  | { kind: 'problem'; problem: ParcelProblem }
  | { kind: 'carrier' };

type TrackingInput = {
  orderStatus: string;
  /** The TTN the manager put on the order, null before there is one. */
  waybill: string | null;
  /** Nova Poshta's answer for the waybill; null when it could not be asked. */
  parcel: ParcelReport | null;
};

/**
 * Spec §4 (packed → sent → delivered) over WooCommerce and Nova Poshta: before a TTN the order
 * reads as packed, or as its own status when pending, cancelled, refunded or failed; a completed
 * order without a TTN (an e-certificate sent by e-mail) reads as delivered. With a TTN the parcel
 * decides, except that a cancelled, refunded or failed order stays so.
 */
export function trackingState({ orderStatus, waybill, parcel }: TrackingInput): TrackingState {
  if ((CLOSED as readonly string[]).includes(orderStatus)) {
    return { kind: 'order', status: orderStatus as ClosedStatus };
  }
  const beforeParcel: TrackingState =
    orderStatus === 'pending'
      ? { kind: 'order', status: 'pending' }
      : { kind: 'step', step: orderStatus === 'completed' ? 'delivered' : 'packed' };
  if (!waybill) return beforeParcel;
  if (!parcel) return { kind: 'carrier' };
  const state = parcelState(parcel.statusCode);
  switch (state.kind) {
    case 'step':
      return { kind: 'step', step: state.step };
    case 'problem':
      return { kind: 'problem', problem: state.problem };
    case 'void':
      // A deleted or not-yet-registered waybill stands for no parcel: as before the TTN.
      return beforeParcel;
    case 'other':
      return { kind: 'carrier' };
  }
}

/** Each step of the three, for drawing them: done, the current one, or still ahead. */
export function stepProgress(
  steps: readonly TrackingStep[],
  current: TrackingStep,
): { step: TrackingStep; progress: 'done' | 'current' | 'ahead' }[] {
  const at = steps.indexOf(current);
  return steps.map((step, i) => ({
    step,
    progress: i < at ? 'done' : i === at ? 'current' : 'ahead',
  }));
}

/** What the tracking page shows of one order: no personal data beyond what the shopper entered. */
export type TrackedOrder = {
  number: string;
  status: OrderStatusWord;
  createdAt: Date;
  lines: { name: string; quantity: number; total: number; details: string[] }[];
  total: number;
  deliveryAddress: string;
  waybill: string | null;
  parcel: ParcelReport | null;
  state: TrackingState;
};
