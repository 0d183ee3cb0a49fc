/** The shopper's answer to the cookie notice; `null` until they give one. */
export type ConsentChoice = 'granted' | 'denied';

export const CONSENT_COOKIE = 'cookie_consent';
/** The choice is remembered for a year (the Engagement issue), then asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The stored choice in a `document.cookie` string; anything else counts as no answer yet. */
export function readConsent(cookies: string): ConsentChoice | null {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'granted' || value === 'denied')) return value;
  }
  return null;
}

/** The `document.cookie` assignment that remembers a choice; Secure on https. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Consent Mode v2's four signals. Before an answer all are denied; GTM waits this long for an
 * `update` before firing tags that need them (Google's `wait_for_update`).
 */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export function consentSignals(choice: ConsentChoice) {
  return {
    analytics_storage: choice,
    ad_storage: choice,
    ad_user_data: choice,
    ad_personalization: choice,
  };
}
