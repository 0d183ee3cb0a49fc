import { isIP } from 'node:net';

/** `[2001:db8::1]:443` or `192.0.2.10:8080` → the address alone; some proxies append the port. */
function withoutPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  const ipv4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  return ipv4WithPort ? ipv4WithPort[1] : value;
}

/**
 * The shopper's IP address as the proxy in front of the shop reports it: the first entry of
 * `X-Forwarded-For` (the client; later entries are proxies), else `X-Real-IP`. Next.js fills
 * `X-Forwarded-For` from the socket when nothing in front of it did. Anything that is not an IP
 * address gives null, so the value is safe to put in a URL.
 */
export function clientIp(headers: Headers): string | null {
  const candidates = [headers.get('x-forwarded-for')?.split(',')[0], headers.get('x-real-ip')];
  for (const candidate of candidates) {
    const address = withoutPort(candidate?.trim() ?? '');
    if (isIP(address)) return address;
  }
  return null;
}
