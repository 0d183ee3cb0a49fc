import { z } from 'zod';
import { TRACKING_RECORDS_KEPT } from '@/config/analytics';

/*
 * Spec §3/§4: the browser-stored tracking record of a campaign visit, sent with the order so the
 * manager sees where a purchase came from. Pure rules; tracking-storage.ts keeps them in the browser.
 */

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UtmKey = (typeof UTM_KEYS)[number];
type UtmParams = Partial<Record<UtmKey, string>>;

const MAX_UTM_LENGTH = 200;
const text = (max: number) => z.string().max(max);
const size = z.number().int().min(0).max(100_000);

export const trackingRecordSchema = z.object({
  timestamp: z.number().int().min(0),
  utmParams: z.object({
    utm_source: text(MAX_UTM_LENGTH).optional(),
    utm_medium: text(MAX_UTM_LENGTH).optional(),
    utm_campaign: text(MAX_UTM_LENGTH).optional(),
    utm_term: text(MAX_UTM_LENGTH).optional(),
    utm_content: text(MAX_UTM_LENGTH).optional(),
  }),
  additionalInfo: z.object({
    referrer: text(2000),
    userAgent: text(500),
    language: text(35),
    landingPageUrl: text(2000),
    screenWidth: size,
    screenHeight: size,
  }),
  sessionId: z.string().min(1).max(100),
});
export type TrackingRecord = z.infer<typeof trackingRecordSchema>;

/** The query's utm parameters (trimmed, empty ones left out), or null when it holds none. */
export function utmParamsOf(query: URLSearchParams): UtmParams | null {
  const params: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim().slice(0, MAX_UTM_LENGTH);
    if (value) params[key] = value;
  }
  return Object.keys(params).length ? params : null;
}

const sameUtm = (a: UtmParams, b: UtmParams) => UTM_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''));

/**
 * The stored records with `visit` added, or null when it is not stored: spec §4 stores a record only
 * when it differs from the latest record of the same session.
 */
export function withVisit(records: TrackingRecord[], visit: TrackingRecord): TrackingRecord[] | null {
  const latestOfSession = records.findLast((r) => r.sessionId === visit.sessionId);
  if (latestOfSession && sameUtm(latestOfSession.utmParams, visit.utmParams)) return null;
  return [...records, visit].slice(-TRACKING_RECORDS_KEPT);
}

/** The newest record no older than `maxAgeMs`: the campaign an order is attributed to. */
export function attributedRecord(
  records: TrackingRecord[],
  now: number,
  maxAgeMs: number,
): TrackingRecord | null {
  const latest = records.at(-1);
  return latest && now - latest.timestamp <= maxAgeMs ? latest : null;
}
