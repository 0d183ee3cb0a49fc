import { NextResponse } from 'next/server';
import { trackingLookupSchema } from '@/domain/tracking/lookup-schema';
import { parseJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { findOrderByPhone } from '@/server/tracking/track-order';
import { otherMethods } from '@/server/http/other-methods';

/**
 * POST {locale, number, phone} → 200 {href}: the tracking page of the order with this number and
 * billing phone, with the order's key, in the page's language. 404 `order_not_found` for a wrong
 * phone and an unknown number alike; 429 `rate_limited`; 400 for a body that is not the form.
 */
export async function POST(request: Request) {
  // Three short fields: a kilobyte is plenty, and more is refused before it is read.
  const body = await parseJsonBody(request, trackingLookupSchema, { limit: 1024 });
  if (!body.ok) return body.response;
  // Per number too, so guesses spread over many clients still stall.
  const admission = await guard(clientOf(request), {
    perClient: ['trackingPerClient'],
    perKey: [{ rule: 'trackingPerOrder', key: body.data.number }],
    onSuccess: [everyClient('trackingAll')],
  });
  if (!admission.ok) return refusalResponse(admission, body.data.locale);
  const result = await findOrderByPhone(body.data);
  if (!result.ok) return answerRefusal(result);
  await admission.done();
  // The link carries the order's key: never stored by a cache in between.
  return NextResponse.json({ href: result.href }, { headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
