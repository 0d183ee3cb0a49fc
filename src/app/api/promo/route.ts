import { NextResponse } from 'next/server';
import { serverT } from '@/i18n/server';
import { isValidEmail } from '@/domain/checkout/contact-rules';
import { promoRequestSchema } from '@/domain/promo/promo-schema';
import { codedError } from '@/server/http/coded-error';
import { parseJsonBody } from '@/server/http/json-body';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { checkPromo } from '@/server/promo/check-promo';
import { upstreamError } from '@/server/http/upstream-error';
import { otherMethods } from '@/server/http/other-methods';

/**
 * POST {code, email, items, sets?, locale} → 200 {code, discount, freeShipping} or 4xx with one of
 * the promo error codes. A preview for the checkout page: the order create re-validates the coupon.
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, promoRequestSchema);
  if (!body.ok) return body.response;
  const { code, email, locale } = body.data;
  const t = serverT(locale, 'checkout');
  // Each answer tells whether a code exists, so checks are limited per client before any is made.
  const admission = await guard(clientOf(request), {
    perClient: ['promoPerClient', 'promoPerClientHourly'],
    onSuccess: [everyClient('promoAll')],
  });
  if (!admission.ok) return refusalResponse(admission, locale);
  if (!email) return codedError(400, 'email_required', t('errors.email_required'), 'email');
  if (!isValidEmail(email)) return codedError(400, 'bad_request', t('errors.email'), 'email');

  try {
    const result = await checkPromo(body.data);
    if (!result.ok) {
      return codedError(400, result.error, t(`errors.${result.error}`), 'code');
    }
    await admission.done();
    return NextResponse.json({
      code: result.code,
      discount: result.discount,
      freeShipping: result.freeShipping,
    });
  } catch (error) {
    console.error(`POST /api/promo (${code}, ${locale}) failed`, error);
    return upstreamError(error, 'upstream_unavailable', t('errors.promo_unavailable'));
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
