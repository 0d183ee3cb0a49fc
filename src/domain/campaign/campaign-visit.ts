import { arrayOf, int, object, optional, string, type Read } from '@/domain/stored/read';
import { CAMPAIGN_VISITS_KEPT } from '@/config/analytics';

/*
 * Spec §3/§4: the browser-stored record of a campaign visit (the spec's "tracking record"), sent
 * with the order so the manager sees where a purchase came from. Pure rules;
 * campaign-visit-storage.ts keeps them in the browser.
 */

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
type UtmKey = (typeof UTM_KEYS)[number];
type UtmParams = Partial<Record<UtmKey, string>>;

const MAX_UTM_LENGTH = 200;
const text = (max: number) => string(max);
const size = int(0, 100_000);

export type CampaignVisit = {
  timestamp: number;
  utmParams: UtmParams;
  additionalInfo: {
    referrer: string;
    userAgent: string;
    language: string;
    landingPageUrl: string;
    screenWidth: number;
    screenHeight: number;
  };
  sessionId: string;
};

/**
 * A record as the browser stored it or the order carries it (the order route reads it with this as
 * well). The campaign tracker reads these on every page, hence a plain reader, not zod (stored/read.ts).
 */
export const readCampaignVisit: Read<CampaignVisit> = object({
  timestamp: int(0),
  utmParams: object({
    utm_source: optional(text(MAX_UTM_LENGTH)),
    utm_medium: optional(text(MAX_UTM_LENGTH)),
    utm_campaign: optional(text(MAX_UTM_LENGTH)),
    utm_term: optional(text(MAX_UTM_LENGTH)),
    utm_content: optional(text(MAX_UTM_LENGTH)),
  }),
  additionalInfo: object({
    referrer: text(2000),
    userAgent: text(500),
    language: text(35),
    landingPageUrl: text(2000),
    screenWidth: size,
    screenHeight: size,
  }),
  sessionId: string(100, 1),
});

export const readCampaignVisits: Read<CampaignVisit[]> = arrayOf(readCampaignVisit);

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
export function withVisit(records: CampaignVisit[], visit: CampaignVisit): CampaignVisit[] | null {
  const latestOfSession = records.findLast((r) => r.sessionId === visit.sessionId);
  if (latestOfSession && sameUtm(latestOfSession.utmParams, visit.utmParams)) return null;
  return [...records, visit].slice(-CAMPAIGN_VISITS_KEPT);
}

/** The newest record no older than `maxAgeMs`: the campaign an order is attributed to. */
export function attributedVisit(
  records: CampaignVisit[],
  now: number,
  maxAgeMs: number,
): CampaignVisit | null {
  const latest = records.at(-1);
  return latest && now - latest.timestamp <= maxAgeMs ? latest : null;
}
