import { NextResponse } from 'next/server';
import { hintGiftRequestSchema } from '@/domain/hint-gift/hint-gift-schema';
import { sendHint } from '@/server/hint-gift/send-hint';
import { shopperIp } from '@/server/http/shopper-ip';
import { codedError } from '@/server/http/coded-error';
import { parseJsonBody } from '@/server/http/json-body';

/**
 * POST {email, name?, message?, productSlug, locale, captcha} → 200 {sent: true}: e-mails the
 * recipient a link to the product in the page's language. 400 with the field for a link in the name
 * or message and for a refused captcha; 429 past the limits per client and per recipient.
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, hintGiftRequestSchema);
  if (!body.ok) return body.response;
  const result = await sendHint(body.data, shopperIp(request.headers));
  if (!result.ok) return codedError(result.status, result.code, result.message, result.field);
  return NextResponse.json({ sent: true });
}
