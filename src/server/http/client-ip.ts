import { isIP } from 'node:net';

/** `[2001:db8::1]:443` or `192.0.2.10:8080` → the address alone; some proxies append the port. */
function withoutPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  const ipv4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  return ipv4WithPort ? ipv4WithPort[1] : value;
}

function address(value: string | null | undefined): string | null {
  const candidate = withoutPort(value?.trim() ?? '');
  return isIP(candidate) ? candidate : null;
}

/**
 * The shopper's IP address as far as it can be trusted. `peer` is the address the server's own
 * socket saw (peer-address.ts). With no proxy (0 hops) that is the shopper, and X-Forwarded-For and
 * X-Real-IP are the client's own words: a rotating or malformed header once dodged every per-client
 * limit. Each proxy in front appends the address it was connected from, so with N hops the client is
 * the Nth entry from the right; entries before it were written by the client. When that entry is
 * missing or not an address, X-Real-IP (set by such a proxy) and then the peer (the proxy itself)
 * stand in, so a malformed header costs the client its own bucket, never the limit.
 * Anything that is not an IP address gives null, so the value is safe in a URL.
 */
export function clientIp(headers: Headers, trustedProxyHops: number, peer: string | null): string | null {
  if (trustedProxyHops === 0) return address(peer);
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than hops means a proxy was bypassed: every entry there is still a proxy's.
  const entry = forwarded[Math.max(0, forwarded.length - trustedProxyHops)];
  return address(entry) ?? address(headers.get('x-real-ip')) ?? address(peer);
}
