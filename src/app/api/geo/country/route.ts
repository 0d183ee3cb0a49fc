import { NextResponse } from 'next/server';
import { lookupIpCountry } from '@/server/geo/ip-country';
import { shopperIp } from '@/server/http/shopper-ip';

/**
 * GET → `{country: "pl"}` (lower-case ISO 3166 alpha-2) or `{country: null}`: the country of the
 * shopper's IP address, to preselect the checkout's phone country (spec §7). The lookup is made
 * here so the browser never calls a third party; a failed or slow one answers null.
 */
export async function GET(request: Request) {
  const ip = shopperIp(request.headers);
  const country = ip ? await lookupIpCountry(ip) : null;
  // The answer is this shopper's own, so only their browser may keep it.
  return NextResponse.json({ country }, { headers: { 'Cache-Control': 'private, max-age=3600' } });
}

export const dynamic = 'force-dynamic';
