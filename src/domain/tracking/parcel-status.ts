/** The shop's three delivery steps (spec §4), in the order a parcel goes through them. */
export const TRACKING_STEPS = ['packed', 'sent', 'delivered'] as const;
export type TrackingStep = (typeof TRACKING_STEPS)[number];

/** Ways a parcel leaves the three steps: the shopper reads these as such, never as "sent". */
export const PARCEL_PROBLEMS = ['refused', 'returned', 'storage_stopped', 'delivery_failed'] as const;
export type ParcelProblem = (typeof PARCEL_PROBLEMS)[number];

/**
 * What one Nova Poshta StatusCode means to the shop: a step, a problem, a waybill that does not
 * (or no longer) stand for a parcel (`void`), or a code outside the table (`other`, shown with
 * Nova Poshta's own text only).
 */
export type ParcelState =
  | { kind: 'step'; step: TrackingStep }
  | { kind: 'problem'; problem: ParcelProblem }
  | { kind: 'void'; reason: 'deleted' | 'not_found' }
  | { kind: 'other' };

const step = (s: TrackingStep): ParcelState => ({ kind: 'step', step: s });
const problem = (p: ParcelProblem): ParcelState => ({ kind: 'problem', problem: p });

/**
 * TrackingDocument.getStatusDocuments StatusCode → the shop's reading (platform-facts.md, "Nova
 * Poshta API 2.0" and "tracking, in more detail"). 106 is "received, and a waybill for the return
 * delivery (documents, money) created": the shopper has the parcel. 108 is listed among the
 * refusals there.
 */
export const PARCEL_STATUS_TABLE: Readonly<Record<string, ParcelState>> = {
  '1': step('packed'), // the sender created the waybill, the parcel is not handed over yet
  '2': { kind: 'void', reason: 'deleted' },
  '3': { kind: 'void', reason: 'not_found' },
  '4': step('sent'), // in the sender's city
  '41': step('sent'), // in the sender's city (intra-city)
  '5': step('sent'), // heading to the recipient's city
  '6': step('sent'), // in the recipient's city
  '7': step('sent'), // arrived at the branch
  '8': step('sent'), // arrived at the parcel locker
  '9': step('delivered'),
  '10': step('delivered'), // received; the cash on delivery is on its way to the sender
  '11': step('delivered'), // received; the cash on delivery was paid out
  '12': step('packed'), // Nova Poshta is packing the parcel
  '101': step('sent'), // a courier is on the way to the recipient
  '102': problem('returned'), // refused; the sender ordered it back
  '103': problem('refused'), // the recipient refused it
  '104': step('sent'), // the address was changed
  '105': problem('storage_stopped'),
  '106': step('delivered'),
  '108': problem('refused'),
  '111': problem('delivery_failed'), // the recipient was not at the address or could not be reached
  '112': step('sent'), // the recipient moved the delivery date
};

export function parcelState(statusCode: string | number): ParcelState {
  return PARCEL_STATUS_TABLE[String(statusCode).trim()] ?? { kind: 'other' };
}

/**
 * What Nova Poshta says about one waybill, in the shop's types. Dates are the carrier's local
 * (Kyiv) wall-clock times, kept as UTC instants with the same digits so they print unchanged.
 */
export type ParcelReport = {
  number: string;
  statusCode: string;
  /** Nova Poshta's own text, in Ukrainian. */
  statusText: string;
  createdAt: Date | null;
  scheduledAt: Date | null;
  arrivedAt: Date | null;
  receivedAt: Date | null;
  city: string;
  warehouse: string;
};
