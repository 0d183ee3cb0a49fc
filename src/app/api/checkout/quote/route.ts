import { NextResponse } from 'next/server';
import { serverT } from '@/i18n/server';
import { quoteRequestSchema } from '@/domain/checkout/order-schema';
import type { QuoteAnswer } from '@/domain/checkout/quote-answer';
import { quoteCheckout } from '@/server/checkout/quote-checkout';
import { cartRefusalError } from '@/server/checkout/refusal-error';
import { parseJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { clientOf, everyClient, guard } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { otherMethods } from '@/server/http/other-methods';

/**
 * POST {locale, items, sets, gifts, certificates, promo?, email, payment} → 200 {goods, discount,
 * fee, total, prices, promo?}: the checkout's summary as the server prices it from the catalogue (a price
 * the browser remembers may be out of date). A cart that cannot be ordered answers 400
 * {error: {code, message, field, lines?}} with the reason and its field, and for product_unavailable
 * every line the shop no longer sells (refusal-error.ts); a promo that does not apply is reported
 * beside amounts without it.
 */
export async function POST(request: Request) {
  const body = await parseJsonBody(request, quoteRequestSchema);
  if (!body.ok) return body.response;
  const input = body.data;
  const t = serverT(input.locale, 'checkout');
  // A quote with a promo code says whether the code applies, so it counts towards the hourly promo
  // limit too; not the per-minute one, which a shopper editing the form after applying a code could meet.
  const admission = await guard(clientOf(request), {
    perClient: input.promo ? ['quotePerClient', 'promoPerClientHourly'] : ['quotePerClient'],
    onSuccess: input.promo ? [everyClient('promoAll')] : [],
  });
  if (!admission.ok) return refusalResponse(admission, input.locale);
  try {
    const quote = await quoteCheckout(input);
    if (!quote.ok) return answerRefusal({ ok: false, ...cartRefusalError(input.locale, quote) });
    const { goods, discount, fee, total, couponError, lines } = quote;
    if (input.promo && !couponError) await admission.done();
    const unitPrices = (kind: string) => lines.filter((l) => l.kind === kind).map((l) => l.price);
    return NextResponse.json({
      goods,
      discount,
      fee,
      total,
      prices: {
        items: unitPrices('product'),
        sets: unitPrices('set'),
        certificates: unitPrices('certificate'),
      },
      ...(input.promo && {
        promo: {
          code: input.promo,
          ...(couponError && { error: { code: couponError, message: t(`errors.${couponError}`) } }),
        },
      }),
    } satisfies QuoteAnswer);
  } catch (error) {
    console.error(`POST /api/checkout/quote (${input.locale}) failed`, error);
    const message = t('errors.quote_unavailable');
    return answerRefusal({ ok: false, code: 'upstream_unavailable', message, cause: error });
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
