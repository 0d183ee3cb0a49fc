import 'server-only';
import { serverEnv } from '@/server/env';
import { clientIp } from './client-ip';
import { peerAddress } from './peer-address';

/** The requesting shopper's address, trusting as many proxies as TRUSTED_PROXY_HOPS says. */
export function shopperIp(headers: Headers): string | null {
  return clientIp(headers, serverEnv().trustedProxyHops, peerAddress(headers));
}
