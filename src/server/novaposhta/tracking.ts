import { z } from 'zod';
import type { ParcelReport } from '@/domain/tracking/parcel-status';
import { callNovaPoshta, type NovaPoshtaConfig } from './client';

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? '' : String(v)));

/** One row of TrackingDocument.getStatusDocuments; only what the tracking page shows is read. */
const documentWire = z.object({
  Number: text,
  StatusCode: text,
  Status: text,
  DateCreated: text,
  ScheduledDeliveryDate: text,
  ActualDeliveryDate: text,
  RecipientDateTime: text,
  CityRecipient: text,
  WarehouseRecipient: text,
});
type DocumentWire = z.infer<typeof documentWire>;

const DATE = /^(\d{1,4})[-.](\d{1,2})[-.](\d{1,4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Nova Poshta writes dates several ways (`21.11.2016 13:53:47`, `19-11-2016`,
 * `2016-11-19 10:00:00`) and an empty one as `0001-01-01 00:00:00`. The digits are Kyiv time and
 * are kept as they are (a UTC instant with the same wall clock), so they print unchanged.
 */
export function novaPoshtaDate(value: string): Date | null {
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const [, a, month, b, hours = '0', minutes = '0', seconds = '0'] = match;
  const [year, day] = a.length === 4 ? [a, b] : [b, a];
  if (Number(year) < 1970) return null;
  const date = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds)),
  );
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day) ? null : date;
}

export function parcelReport(row: DocumentWire): ParcelReport {
  return {
    number: row.Number,
    statusCode: row.StatusCode,
    statusText: row.Status,
    createdAt: novaPoshtaDate(row.DateCreated),
    scheduledAt: novaPoshtaDate(row.ScheduledDeliveryDate),
    arrivedAt: novaPoshtaDate(row.ActualDeliveryDate),
    receivedAt: novaPoshtaDate(row.RecipientDateTime),
    city: row.CityRecipient,
    warehouse: row.WarehouseRecipient,
  };
}

/**
 * TrackingDocument.getStatusDocuments for one waybill (TTN). The phone of the sender or recipient
 * unlocks the full record; without it Nova Poshta still gives the status. `config.revalidateSeconds`
 * is how long the answer is served from the fetch cache: the request body (number and phone) is the
 * cache key, so each TTN is asked at most once per that time whoever looks.
 */
export async function trackParcel(
  config: NovaPoshtaConfig,
  document: { number: string; phone: string },
): Promise<ParcelReport> {
  const rows = await callNovaPoshta(
    config,
    'TrackingDocument',
    'getStatusDocuments',
    { Documents: [{ DocumentNumber: document.number, Phone: document.phone.replace(/\D/g, '') }] },
    documentWire,
  );
  const row = rows.find((r) => r.Number === document.number) ?? rows[0];
  // An unknown number comes back as StatusCode 3 or as no row and a warning: both are "not found".
  return parcelReport(row ?? { ...documentWire.parse({}), Number: document.number, StatusCode: '3' });
}
