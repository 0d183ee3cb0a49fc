import { CAMPAIGN_ATTRIBUTION_MS } from '@/config/analytics';
import { INVALID } from '@/domain/stored/read';
import {
  attributedVisit,
  readCampaignVisits,
  utmParamsOf,
  withVisit,
  type CampaignVisit,
} from '@/domain/campaign/campaign-visit';

const RECORDS_KEY = 'utm-tracking:v1';
const SESSION_KEY = 'analytics-session:v1';

/** The stored records; anything unreadable counts as none rather than breaking the page. */
function readRecords(): CampaignVisit[] {
  try {
    const records = readCampaignVisits(JSON.parse(localStorage.getItem(RECORDS_KEY) ?? '[]'));
    return records === INVALID ? [] : records;
  } catch {
    return [];
  }
}

/** One id per browser session (a tab's sessionStorage), as the spec's sessionId. */
function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/** Stores this page view as a campaign visit when its address carries utm parameters (spec §4). */
export function recordCampaignVisit(): void {
  const utmParams = utmParamsOf(new URLSearchParams(window.location.search));
  if (!utmParams) return;
  try {
    const records = withVisit(readRecords(), {
      timestamp: Date.now(),
      utmParams,
      additionalInfo: {
        referrer: document.referrer.slice(0, 2000),
        userAgent: navigator.userAgent.slice(0, 500),
        language: navigator.language.slice(0, 35),
        landingPageUrl: window.location.href.slice(0, 2000),
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
      },
      sessionId: sessionId(),
    });
    if (records) localStorage.setItem(RECORDS_KEY, JSON.stringify(records));
  } catch (error) {
    // Storage full or blocked: the visit goes unrecorded, the page works on.
    console.warn('Could not store the campaign visit', error);
  }
}

/** The campaign an order placed now is attributed to, if any. */
export function campaignOfOrder(): CampaignVisit | undefined {
  return attributedVisit(readRecords(), Date.now(), CAMPAIGN_ATTRIBUTION_MS) ?? undefined;
}
