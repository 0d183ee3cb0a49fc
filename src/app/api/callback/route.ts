import { NextResponse } from 'next/server';
import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';
import type { CallbackAnswer } from '@/domain/callback/callback-answer';
import { callbackRequestSchema } from '@/domain/callback/callback-schema';
import { firstValidationError } from '@/domain/checkout/order-schema';
import { languageFromCode } from '@/i18n/languages';
import { serverT } from '@/i18n/server';
import { requestCallback } from '@/server/callback/request-callback';
import { readJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { otherMethods } from '@/server/http/other-methods';

function bodyLanguage(body: unknown): Language {
  const locale = (body as { locale?: unknown } | null)?.locale;
  return (typeof locale === 'string' && languageFromCode(locale)) || DEFAULT_LANGUAGE;
}

/**
 * POST /api/callback {locale, phone, name?, items, sets?, gifts?, certificates?, captcha} → 201
 * {order: {id, number}, callback}: an order on hold for a manager to phone about. 400 with the field
 * for what the shopper can fix, 429 past the limits, 502/503 when WooCommerce fails.
 */
export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const lng = bodyLanguage(body.data);
  const t = serverT(lng, 'callback');
  const parsed = callbackRequestSchema.safeParse(body.data);
  if (!parsed.success) {
    const problem = firstValidationError(parsed.error);
    const message = problem.code === 'bad_request' ? problem.message : t(`errors.${problem.code}`);
    return answerRefusal({ ok: false, code: problem.code, message, field: problem.field });
  }
  const input = parsed.data;

  const admission = await guard(clientOf(request), {
    perClient: ['callbackPerClient'],
    captcha: { token: input.captcha },
    perKey: [{ rule: 'callbackPerPhone', key: input.phone.replace(/\D/g, '') }],
    onSuccess: [everyClient('callbackAll')],
  });
  if (!admission.ok) return refusalResponse(admission, input.locale);

  const result = await requestCallback(input);
  if (!result.ok) return answerRefusal(result);
  await admission.done();
  const { order, callback } = result;
  return NextResponse.json({ order, callback } satisfies CallbackAnswer, { status: 201 });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
