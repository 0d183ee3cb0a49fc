import {
  CONSENT_WAIT_FOR_UPDATE_MS,
  consentSignals,
  readConsent,
  type ConsentChoice,
} from '@/domain/consent/consent-rules';
import type { Ga4Item } from './ga4-items';

export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'view_item'
  | 'add_to_cart'
  | 'add_to_wishlist'
  | 'view_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

/** The `ecommerce` object of any GA4 event the shop sends (platform-facts.md, GA4 section). */
export interface EcommercePayload {
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  currency?: string;
  value?: number;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  shipping?: number;
  tax?: number;
}

// Not a global augmentation: GTM's own scripts and other packages may declare window.dataLayer.
type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * The page's data layer. Whoever touches it first creates it with Consent Mode's defaults (all four
 * signals denied) as its first entry, and the stored choice right after when there is one, so no
 * event and no GTM tag ever runs before consent is known (Google: the default comes first).
 */
function dataLayer(target: DataLayerWindow): unknown[] {
  if (!target.dataLayer) {
    const gtag = gtagFor((target.dataLayer = []));
    gtag('consent', 'default', {
      ...consentSignals('denied'),
      wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
    });
    const stored = readConsent(document.cookie);
    if (stored === 'granted') gtag('consent', 'update', consentSignals(stored));
  }
  return target.dataLayer;
}

/**
 * Google's `gtag()` for one data layer: it pushes the `arguments` object itself, as Google's snippet
 * does. GTM reads consent commands only in that shape; an array with the same values is ignored.
 */
function gtagFor(layer: unknown[]): (...command: unknown[]) => void {
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params -- GTM needs the Arguments object, not an array
    layer.push(arguments);
  };
}

/** Creates the data layer (with the consent default) if nothing has yet. */
export function initDataLayer(): void {
  if (typeof window === 'undefined') return;
  dataLayer(window as DataLayerWindow);
}

/** Tells GTM the shopper's answer to the cookie notice. */
export function pushConsentUpdate(choice: ConsentChoice): void {
  if (typeof window === 'undefined') return;
  gtagFor(dataLayer(window as DataLayerWindow))('consent', 'update', consentSignals(choice));
}

/** Starts Google Tag Manager once, after the consent default is in the data layer. */
export function startTagManager(gtmId: string): void {
  if (typeof window === 'undefined' || !gtmId) return;
  const target = window as DataLayerWindow & { tagManagerStarted?: boolean };
  if (target.tagManagerStarted) return;
  target.tagManagerStarted = true;
  dataLayer(target).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  // Inserted by the shop's own (nonce-carrying) script, so the CSP's 'strict-dynamic' lets it run
  // without an inline snippet.
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.appendChild(script);
}

/**
 * Starts GTM once the page has loaded and the main thread is idle, so its script (about 100 KB) does
 * not compete with the page's own for the first interaction. Returns a cancel for an effect's cleanup.
 */
export function startTagManagerWhenIdle(gtmId: string): () => void {
  if (typeof window === 'undefined' || !gtmId) return () => {};
  let cancelled = false;
  const start = () => {
    if (cancelled) return;
    const run = () => !cancelled && startTagManager(gtmId);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
  };
}

/**
 * Sends one ecommerce event to GTM. The `{ecommerce: null}` first is Google's rule: GTM merges data
 * layer pushes, so without it the items of the previous event would leak into this one.
 */
export function pushEcommerce(event: EcommerceEventName, ecommerce: EcommercePayload): void {
  if (typeof window === 'undefined') return;
  const layer = dataLayer(window as DataLayerWindow);
  layer.push({ ecommerce: null });
  layer.push({ event, ecommerce });
}

/** GA4's events that carry parameters of their own, not an `ecommerce` object. */
export type SiteEventName = 'search' | 'view_search_results';

/** Sends one such event; consent is the data layer's, as for the ecommerce events. */
export function pushEvent(event: SiteEventName, params: Record<string, string>): void {
  if (typeof window === 'undefined') return;
  dataLayer(window as DataLayerWindow).push({ event, ...params });
}
