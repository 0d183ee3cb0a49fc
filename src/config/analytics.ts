/** Analytics constants; the lead may fold these into src/config/shop.ts with the other spec values. */

/** Spec §7/§9: cards seen within this long of each other are reported as one view_item_list. */
export const VIEW_ITEM_LIST_DELAY_MS = 500;

/** GA4 drops the items past 200 in one event, so a longer batch is sent as several events. */
export const GA4_MAX_ITEMS_PER_EVENT = 200;

/** GA4 has item_category … item_category5. */
export const GA4_MAX_CATEGORIES = 5;

/** A card counts as seen once this share of it is on screen. */
export const VIEW_THRESHOLD = 0.5;

/** How many campaign visits (UTM records) the browser keeps (the newest ones). */
export const CAMPAIGN_VISITS_KEPT = 20;

/**
 * An order is attributed to the newest campaign visit within this window (spec silent; 30 days is
 * GA4's default acquisition lookback).
 */
export const CAMPAIGN_ATTRIBUTION_MS = 30 * 24 * 60 * 60 * 1000;
