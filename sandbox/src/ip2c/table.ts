import { isIP } from 'node:net';

/**
 * The sandbox's IP-to-country data, in ip2c.org's answer format (`1;ISO2;ISO3;Name` found,
 * `2;;;UNKNOWN` a valid address it has no country for, `0;;;WRONG INPUT` not an address). Loopback
 * is Ukraine, so a shop on localhost behaves as a shopper in Ukraine sees it; the documentation
 * ranges (RFC 5737) stand for shoppers abroad in tests.
 */
const LOOPBACK = ['127.0.0.1', '::1'];
const RANGES: { prefix: string; answer: string }[] = [
  { prefix: '192.0.2.', answer: '1;PL;POL;Poland' },
  { prefix: '198.51.100.', answer: '1;DE;DEU;Germany' },
];

export const UKRAINE = '1;UA;UKR;Ukraine';
export const UNKNOWN = '2;;;UNKNOWN';
export const WRONG_INPUT = '0;;;WRONG INPUT';

/** `::ffff:192.0.2.10` is the IPv4 address 192.0.2.10 as an IPv6 socket reports it. */
function withoutIpv4Mapping(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}

export function ip2cAnswer(input: string): string {
  if (!isIP(input)) return WRONG_INPUT;
  const ip = withoutIpv4Mapping(input.toLowerCase());
  if (LOOPBACK.includes(ip)) return UKRAINE;
  return RANGES.find((range) => ip.startsWith(range.prefix))?.answer ?? UNKNOWN;
}
