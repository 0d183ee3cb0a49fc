import { NextResponse } from 'next/server';
import { hintGiftRequestSchema } from '@/domain/hint-gift/hint-gift-schema';
import { refuseLinks, sendHint } from '@/server/hint-gift/send-hint';
import { parseJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { otherMethods } from '@/server/http/other-methods';

/**
 * POST {email, name?, message?, productSlug, locale, captcha} → 200 {sent: true}: e-mails the
 * recipient a link to the product in the page's language. 400 with the field for a link in the name
 * or message and for a refused captcha; 429 past the limits per client and per recipient, or when the
 * shop has sent its hourly number of hints.
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, hintGiftRequestSchema);
  if (!body.ok) return body.response;
  const linked = refuseLinks(body.data);
  if (linked) return answerRefusal(linked);
  const admission = await guard(clientOf(request), {
    perClient: ['hintPerClient'],
    captcha: { token: body.data.captcha },
    perKey: [{ rule: 'hintPerAddress', key: body.data.email.toLowerCase() }],
    onSuccess: [everyClient('hintAll')],
  });
  if (!admission.ok) return refusalResponse(admission, body.data.locale);
  const result = await sendHint(body.data);
  if (!result.ok) return answerRefusal(result);
  await admission.done();
  return NextResponse.json({ sent: true });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
