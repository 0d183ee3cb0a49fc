import 'server-only';

/**
 * The order meta key holding the Nova Poshta waybill (TTN). The default is the key the "Shipping for
 * Nova Poshta" plugin (MORKVA, wordpress.org/plugins/nova-poshta-ttn) writes when it creates a
 * waybill, so a shop using it needs no setting; a manager can also type it into the order's custom
 * fields. Read here rather than in src/server/env.ts only while that file is being reworked: it
 * belongs there with the other settings.
 */
export const DEFAULT_WAYBILL_META_KEY = 'novaposhta_ttn';

/** How long Nova Poshta's answer for one waybill is reused: statuses change by the hour, not the second. */
export const PARCEL_STATUS_CACHE_SECONDS = 300;

export function waybillMetaKey(env: Record<string, string | undefined> = process.env): string {
  return env.NOVAPOSHTA_TTN_META_KEY?.trim() || DEFAULT_WAYBILL_META_KEY;
}
