import { isIP } from 'node:net';

/** `[2001:db8::1]:443` or `192.0.2.10:8080` → the address alone; some proxies append the port. */
function withoutPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  const ipv4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  return ipv4WithPort ? ipv4WithPort[1] : value;
}

/**
 * The shopper's IP address as far as it can be trusted. Each proxy in front of the shop appends the
 * address it was connected from to `X-Forwarded-For`, so with `trustedProxyHops` proxies the client
 * is the entry that many from the right; anything before it was written by the client and is
 * ignored (it is how a limit keyed on the first entry was dodged with made-up addresses). With no
 * proxy (0) Next.js fills the header from the socket only when the request has none, so the last
 * entry is the best there is and limits must not rely on it alone. `X-Real-IP` is read only behind a
 * proxy, which sets it. Anything that is not an IP address gives null, so the value is safe in a URL.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string | null {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidates = [
    forwarded[Math.max(0, forwarded.length - Math.max(1, trustedProxyHops))],
    trustedProxyHops > 0 ? headers.get('x-real-ip') : null,
  ];
  for (const candidate of candidates) {
    const address = withoutPort(candidate?.trim() ?? '');
    if (isIP(address)) return address;
  }
  return null;
}
