import { z } from 'zod';
import { callNovaPoshta, type NovaPoshtaConfig } from './client';

/** The shop's tracking states (spec §4). */
export type ParcelStatus = 'packed' | 'sent' | 'delivered';

export type TrackedParcel = {
  number: string;
  /** null when Nova Poshta does not know the number, or the parcel was deleted or refused. */
  status: ParcelStatus | null;
  statusCode: string;
  /** Nova Poshta's own text, in Ukrainian. */
  statusText: string;
};

const PACKED = new Set(['1', '12']);
const SENT = new Set(['4', '41', '5', '6', '7', '8', '101', '104', '112', '111']);
const DELIVERED = new Set(['9', '10', '11']);

/**
 * TrackingDocument StatusCode → our status (platform-facts.md): 1 created / 12 being packed →
 * packed; in the sender's city, on the way, in the destination city, at a branch or parcel locker,
 * address changed, rescheduled, failed attempt → sent; 9–11 received → delivered. Deleted (2),
 * unknown (3), refused and returns (102, 103, 105, 106) have no shop status.
 */
export function parcelStatus(statusCode: string | number): ParcelStatus | null {
  const code = String(statusCode);
  if (PACKED.has(code)) return 'packed';
  if (SENT.has(code)) return 'sent';
  if (DELIVERED.has(code)) return 'delivered';
  return null;
}

const documentWire = z.object({
  Number: z.union([z.string(), z.number()]).transform(String),
  StatusCode: z.union([z.string(), z.number()]).transform(String),
  Status: z.string().default(''),
});

/** Nova Poshta answers at most 100 documents per call. */
const BATCH = 100;

/**
 * TrackingDocument.getStatusDocuments for waybills (TTN). The phone of the sender or recipient
 * unlocks the full record; without it the status is still given.
 */
export async function trackParcels(
  config: NovaPoshtaConfig,
  documents: { number: string; phone?: string }[],
): Promise<TrackedParcel[]> {
  const results: TrackedParcel[] = [];
  for (let i = 0; i < documents.length; i += BATCH) {
    const batch = documents.slice(i, i + BATCH).map((d) => ({
      DocumentNumber: d.number,
      Phone: d.phone?.replace(/\D/g, '') ?? '',
    }));
    // Statuses change by the hour: never served from the fetch cache.
    const rows = await callNovaPoshta(
      { ...config, revalidateSeconds: 0 },
      'TrackingDocument',
      'getStatusDocuments',
      { Documents: batch },
      documentWire,
    );
    results.push(
      ...rows.map((row) => ({
        number: row.Number,
        status: parcelStatus(row.StatusCode),
        statusCode: row.StatusCode,
        statusText: row.Status,
      })),
    );
  }
  return results;
}
