import type { Refusal } from '@/domain/outcome/outcome';
import type { CallbackResult } from '@/server/callback/request-callback';
import type { PlaceOrderResult } from '@/server/checkout/place-order';
import type { sendHint } from '@/server/hint-gift/send-hint';
import type { SubscribeResult } from '@/server/newsletter/subscribe';
import type { GuardRefusal } from '@/server/rate-limit/form-guard';
import type { WriteReviewResult } from '@/server/reviews/write-review';
import type { LookupResult } from '@/server/tracking/track-order';
import type { SpinResult } from '@/server/wheel/spin-wheel';
import { PlatformUnavailableError, RETRY_AFTER_SECONDS } from '@/server/platform-unavailable';
import { answerRefusal } from './refusal-response';
import { REFUSAL_STATUS, type RefusalCode } from './refusal-status';

type CodeOf<T> = Awaited<T> extends infer R ? (R extends { ok: false; code: infer C } ? C : never) : never;

/** Every code a use case answers; the table must name each (a missing one fails to compile here). */
type UseCaseCode =
  | CodeOf<ReturnType<typeof sendHint>>
  | CodeOf<SubscribeResult>
  | CodeOf<LookupResult>
  | CodeOf<SpinResult>
  | CodeOf<CallbackResult>
  | CodeOf<PlaceOrderResult>
  | CodeOf<WriteReviewResult>
  | GuardRefusal['code'];

const everyUseCaseCode: Record<UseCaseCode, number> = REFUSAL_STATUS;

describe('the refusal table', () => {
  it('gives every code a use case answers a 4xx or a 502', () => {
    for (const status of Object.values(everyUseCaseCode)) {
      expect(status === 502 || (status >= 400 && status < 500)).toBe(true);
    }
  });

  it('refuses an unknown code when the route is compiled, not with a 500 when it answers', () => {
    // @ts-expect-error 'no_such_code' is not in REFUSAL_STATUS
    const unknown: Refusal<RefusalCode> = { ok: false, code: 'no_such_code', message: '' };
    expect(unknown.code).toBe('no_such_code');
  });
});

describe('answerRefusal', () => {
  it('answers the code’s status with the API’s error body, the field only when there is one', async () => {
    const response = answerRefusal({ ok: false, code: 'review_duplicate', message: 'Already written.' });
    expect(response.status).toBe(409);
    expect(response.headers.get('Retry-After')).toBeNull();
    expect(await response.json()).toEqual({
      error: { code: 'review_duplicate', message: 'Already written.' },
    });

    const linked = answerRefusal({ ok: false, code: 'link_in_text', message: 'No links.', field: 'message' });
    expect(linked.status).toBe(400);
    expect(await linked.json()).toEqual({
      error: { code: 'link_in_text', message: 'No links.', field: 'message' },
    });
  });

  it('answers a platform that did not answer 503 with Retry-After, any other failure 502', async () => {
    const down = new PlatformUnavailableError('WooCommerce', 'GET orders/1');
    const unavailable = answerRefusal({ ok: false, code: 'unavailable', message: 'Later.', cause: down });
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('Retry-After')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await unavailable.json()).toEqual({ error: { code: 'unavailable', message: 'Later.' } });

    const broken = answerRefusal({
      ok: false,
      code: 'unavailable',
      message: 'Later.',
      cause: new Error('500'),
    });
    expect(broken.status).toBe(502);
    expect(broken.headers.get('Retry-After')).toBeNull();
  });

  it('carries the wait a refusal names as Retry-After', () => {
    const busy = answerRefusal({
      ok: false,
      code: 'order_in_progress',
      message: 'Wait.',
      retryAfterSeconds: 5,
    });
    expect(busy.status).toBe(409);
    expect(busy.headers.get('Retry-After')).toBe('5');
  });
});
