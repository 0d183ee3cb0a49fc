import { NextResponse } from 'next/server';
import { hintGiftRequestSchema } from '@/domain/hint-gift/hint-gift-schema';
import { sendHint } from '@/server/hint-gift/send-hint';
import { codedError } from '@/server/http/coded-error';
import { parseJsonBody } from '@/server/http/json-body';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';

/**
 * POST {email, name?, message?, productSlug, locale} → 200 {sent: true}: e-mails the recipient a
 * link to the product in the page's language. 429 past the limits per client address and per
 * recipient, or when the shop has sent its hourly number of hints.
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, hintGiftRequestSchema);
  if (!body.ok) return body.response;
  const admission = await guard(clientOf(request), {
    perClient: ['hintPerClient'],
    perKey: [{ rule: 'hintPerAddress', key: body.data.email.toLowerCase() }],
    onSuccess: [everyClient('hintAll')],
  });
  if (!admission.ok) return refusalResponse(admission, body.data.locale);
  const result = await sendHint(body.data);
  if (!result.ok) return codedError(result.status, result.code, result.message);
  await admission.done();
  return NextResponse.json({ sent: true });
}
