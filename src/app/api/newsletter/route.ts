import { NextResponse } from 'next/server';
import { newsletterRequestSchema } from '@/domain/newsletter/newsletter-schema';
import { codedError } from '@/server/http/coded-error';
import { parseJsonBody } from '@/server/http/json-body';
import { shopperIp } from '@/server/http/shopper-ip';
import { subscribeFromForm } from '@/server/newsletter/subscribe';

/**
 * POST {locale, email, captcha} → 200 {status: "subscribed" | "already"}; 400 captcha_failed (a missing
 * or refused token; the checkout's box subscribes without one, on the server), 429 rate_limited, 502
 * subscription_failed (the shop refused the address or could not be reached).
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, newsletterRequestSchema);
  if (!body.ok) return body.response;
  const result = await subscribeFromForm(body.data, shopperIp(request.headers));
  if (!result.ok) return codedError(result.status, result.code, result.message);
  return NextResponse.json({ status: result.status });
}
