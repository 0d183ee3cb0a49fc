import { NextResponse } from 'next/server';
import { DEFAULT_LANGUAGE } from '@/config/shop';
import { lookupIpCountry } from '@/server/geo/ip-country';
import { admitClient, clientOf } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { otherMethods } from '@/server/http/other-methods';

/**
 * GET → `{country: "pl"}` (lower-case ISO 3166 alpha-2) or `{country: null}`: the country of the
 * shopper's IP address, to preselect the checkout's phone country (spec §7). The lookup is made
 * here so the browser never calls a third party; a failed or slow one answers null. 429 past the
 * limit per client, as each lookup is a call to a third party made in the shop's name.
 */
export async function GET(request: Request) {
  const client = clientOf(request);
  const refused = await admitClient(client, ['ipCountryPerClient']);
  if (refused) return refusalResponse(refused, DEFAULT_LANGUAGE);
  const country = client.ip ? await lookupIpCountry(client.ip) : null;
  // The answer is this shopper's own, so only their browser may keep it.
  return NextResponse.json({ country }, { headers: { 'Cache-Control': 'private, max-age=3600' } });
}

export const dynamic = 'force-dynamic';

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
