import { NextResponse } from 'next/server';
import { serverT } from '@/i18n/server';
import { isValidEmail } from '@/domain/checkout/contact-rules';
import { promoRequestSchema } from '@/domain/promo/promo-schema';
import { parseJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { checkPromo } from '@/server/promo/check-promo';
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
  if (!email) {
    return answerRefusal({
      ok: false,
      code: 'email_required',
      message: t('errors.email_required'),
      field: 'email',
    });
  }
  if (!isValidEmail(email)) {
    return answerRefusal({ ok: false, code: 'bad_request', message: t('errors.email'), field: 'email' });
  }

  try {
    const result = await checkPromo(body.data);
    if (!result.ok) {
      return answerRefusal({
        ok: false,
        code: result.error,
        message: t(`errors.${result.error}`),
        field: 'code',
      });
    }
    await admission.done();
    return NextResponse.json({
      code: result.code,
      discount: result.discount,
      freeShipping: result.freeShipping,
    });
  } catch (error) {
    console.error(`POST /api/promo (${code}, ${locale}) failed`, error);
    const message = t('errors.promo_unavailable');
    return answerRefusal({ ok: false, code: 'upstream_unavailable', message, cause: error });
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
