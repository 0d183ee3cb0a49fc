import { NextResponse } from 'next/server';
import { serverT } from '@/i18n/server';
import { firstValidationError, orderPostSchema } from '@/domain/checkout/order-schema';
import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';
import { languageFromCode } from '@/i18n/languages';
import { placeOrderOnce } from '@/server/checkout/place-order-once';
import { readJsonBody } from '@/server/http/json-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { admitClient, admitForm, clientOf, everyClient } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { otherMethods } from '@/server/http/other-methods';

/*
 * Sent (with any value) by the checkout when it sends a key it has sent before
 * (src/features/checkout/checkout-form.tsx): only then can WooCommerce already hold an order under
 * it, made by an attempt whose answer was lost, and only then is the key searched for among the
 * e-mail's orders before creating (a slow LIKE on a real WooCommerce, once paid by every order). The
 * server's own memory of the key (this process's, or the replicas' shared one in Redis) also asks for
 * that search, so a retry that reaches the same replica, or any replica when Redis is set, is safe
 * even unmarked (as from a page loaded before the mark existed).
 *
 * A client that leaves the mark off a retry can only hurt itself: it gets a second order of its own,
 * which it could as well have had by sending a fresh key. A client that marks every request only
 * brings back the search every order made before, within the same rate limits; what the search can
 * find is, as before, an order under the key the request itself names.
 */
const RETRY_HEADER = 'Idempotency-Retry';

function bodyLanguage(body: unknown): Language {
  const locale = (body as { locale?: unknown } | null)?.locale;
  return (typeof locale === 'string' && languageFromCode(locale)) || DEFAULT_LANGUAGE;
}

/*
 * The captcha is checked inside the key's task, after the client's limit, so it is asked of every
 * attempt that may place an order or look for one, retries included: only the search can tell a
 * retry whose first attempt made the order from one whose attempt failed before creating it, and the
 * search is the costly part. The search and the create wait for it; the catalogue, the coupon and
 * the stock are read while it is asked (one round trip less per order: row (d) of `npm run bench`),
 * so a refused token costs those reads, counted by the client's own limit taken before them. A repeat this process answers from its memory of a
 * placed order needs no token: it places and searches nothing. Tokens are single-use at the provider,
 * so the checkout resets its widget after every send and a retry carries a fresh token; the token is
 * not part of the key's fingerprint. A refused captcha places nothing and frees the key, which may
 * then be sent again with a passing token (its retry searches once, as after any failed attempt).
 */

/**
 * POST /api/orders {…order, captcha} with an Idempotency-Key header (and Idempotency-Retry when the
 * key was sent before) → 201 {order, payment?}, or 4xx (400 captcha_failed at field `captcha`), 502
 * or 503 (WooCommerce did not answer; with Retry-After) {error: {code, message, field?}}. The order
 * is built from the catalogue; the same key makes one order and gets the same answer.
 *
 * 400 product_unavailable also carries `lines`: every line the shop no longer sells, each
 * {field: 'items.1', id?, variation_id?, name?} (CartRefusalError, src/server/checkout/refusal-error.ts),
 * with `field` the first of them and `message` naming them. Only what the request sent and the
 * product's public name are told.
 */
export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const raw = body.data;
  const lng = bodyLanguage(raw);
  const t = serverT(lng, 'checkout');
  const key = request.headers.get('Idempotency-Key')?.trim() ?? '';
  if (!key || key.length > 200) {
    return answerRefusal({
      ok: false,
      code: 'idempotency_key_required',
      message: t('errors.idempotency_key_required'),
    });
  }
  const parsed = orderPostSchema.safeParse(raw);
  if (!parsed.success) {
    const problem = firstValidationError(parsed.error);
    const message = problem.code === 'bad_request' ? problem.message : t(`errors.${problem.code}`);
    return answerRefusal({ ok: false, code: problem.code, message, field: problem.field });
  }

  const { captcha, ...order } = parsed.data;
  const client = clientOf(request);
  const outcome = await placeOrderOnce(order, key, {
    retry: request.headers.get(RETRY_HEADER) !== null,
    // Each order e-mails the address it names, hence a limit per address as well as per client;
    // that one and the ceiling count placed orders, so refusals a shopper corrects use up nothing.
    admit: {
      client: () => admitClient(client, ['orderPerClient']),
      order: () =>
        admitForm(client, {
          captcha: { token: captcha },
          onSuccess: [
            { rule: 'orderPerEmail', key: order.customer.email.toLowerCase() },
            everyClient('orderAll'),
          ],
        }),
    },
  });
  if (outcome.kind === 'limited') return refusalResponse(outcome.refusal, order.locale);
  const { result } = outcome;
  if (!result.ok) return answerRefusal(result);
  return NextResponse.json(result.answer, { status: 201 });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
