import { NextResponse } from 'next/server';
import { mailboxOf } from '@/domain/wheel/mailbox';
import { spinRequestSchema } from '@/domain/wheel/spin-schema';
import { parseJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { spinWheel } from '@/server/wheel/spin-wheel';
import { otherMethods } from '@/server/http/other-methods';

/**
 * POST {locale, wheelId, email, consent, captcha} → 200 {prize: {type, label}, segment, code?,
 * expires?} (no code for "no prize"); 400 consent_required | captcha_failed | bad_request; 403
 * order_required (the after-purchase wheel, for an e-mail without an order); 404 wheel_not_found;
 * 409 already_received; 429 rate_limited; 502/503 spin_failed.
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, spinRequestSchema);
  if (!body.ok) return body.response;
  // A spin that wins nothing lets the address spin again: the per-address limit bounds that.
  const admission = await guard(clientOf(request), {
    perClient: ['wheelPerClient'],
    captcha: { token: body.data.captcha },
    perKey: [{ rule: 'wheelPerEmail', key: mailboxOf(body.data.email) }],
    onSuccess: [everyClient('wheelAll')],
  });
  if (!admission.ok) return refusalResponse(admission, body.data.locale);
  const result = await spinWheel(body.data);
  if (!result.ok) return answerRefusal(result);
  await admission.done();
  const { prize, segment, code, expires } = result;
  return NextResponse.json({ prize, segment, code, expires });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
