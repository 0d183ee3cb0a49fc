import { NextResponse } from 'next/server';
import { newsletterRequestSchema } from '@/domain/newsletter/newsletter-schema';
import { parseJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { subscribeFromForm } from '@/server/newsletter/subscribe';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { otherMethods } from '@/server/http/other-methods';

/**
 * POST {locale, email, captcha} → 200 {status: "subscribed" | "already"}; 400 captcha_failed (a missing
 * or refused token; the checkout's box subscribes without one, on the server), 429 rate_limited, 502
 * subscription_failed (the shop refused the address), 503 subscription_failed with Retry-After
 * (WordPress did not answer in time).
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, newsletterRequestSchema);
  if (!body.ok) return body.response;
  const admission = await guard(clientOf(request), {
    perClient: ['newsletterPerClient'],
    captcha: { token: body.data.captcha },
    perKey: [{ rule: 'newsletterPerEmail', key: body.data.email.toLowerCase() }],
    onSuccess: [everyClient('newsletterAll')],
  });
  if (!admission.ok) return refusalResponse(admission, body.data.locale);
  const result = await subscribeFromForm(body.data);
  if (!result.ok) return answerRefusal(result);
  await admission.done();
  return NextResponse.json({ status: result.status });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
