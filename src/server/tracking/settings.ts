import 'server-only';
import { DEFAULT_WAYBILL_META_KEY, parseServerEnv, serverEnv } from '@/server/env';

/**
 * The order meta key holding the Nova Poshta waybill (TTN). The default is the key the "Shipping for
 * Nova Poshta" plugin (MORKVA, wordpress.org/plugins/nova-poshta-ttn) writes when it creates a
 * waybill, so a shop using it needs no setting; a manager can also type it into the order's custom
 * fields. The setting itself (NOVAPOSHTA_TTN_META_KEY) is read with the others in src/server/env.ts.
 */
export { DEFAULT_WAYBILL_META_KEY };

/** How long Nova Poshta's answer for one waybill is reused: statuses change by the hour, not the second. */
export const PARCEL_STATUS_CACHE_SECONDS = 300;

/** The shop's setting, or the one `env` gives (a test's). */
export function waybillMetaKey(env?: Record<string, string | undefined>): string {
  return (env ? parseServerEnv(env) : serverEnv()).novaposhtaTtnMetaKey;
}
