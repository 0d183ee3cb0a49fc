import { NextResponse } from 'next/server';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, REVIEW_PHOTO_LIMITS, type Language } from '@/config/shop';
import type { ReviewCreated } from '@/domain/reviews/review-answer';
import { reviewLocaleSchema } from '@/domain/reviews/review-schema';
import { languageFromCode } from '@/i18n/languages';
import { serverT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { apiError } from '@/server/http/api-error';
import { readLimitedBytes } from '@/server/http/limited-body';
import { answerRefusal } from '@/server/http/refusal-response';
import { admitClient, admitForm, clientOf, everyClient } from '@/server/rate-limit/form-guard';
import { refusalResponse } from '@/server/rate-limit/limited-response';
import { checkReview, storeReview } from '@/server/reviews/write-review';
import { otherMethods } from '@/server/http/other-methods';

/** 30 MB of photos plus the text fields and the multipart framing around them. */
const BODY_LIMIT = REVIEW_PHOTO_LIMITS.maxTotalBytes + 256 * 1024;
/** More parts than a review has (5 fields, captcha, locale, 3 photos) is not the shop's form. */
const MAX_PARTS = 20;

/** Before the body is read its `locale` is unknown: the language cookie, else Ukrainian. */
function cookieLanguage(request: Request): Language {
  const cookie = request.headers.get('cookie') ?? '';
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.name}=([^;]+)`).exec(cookie)?.[1];
  return (value && languageFromCode(decodeURIComponent(value))) || DEFAULT_LANGUAGE;
}

/*
 * Multipart needs no CORS preflight, so another site's form could post here with a shopper's
 * browser. Browsers name the page's origin on every POST: only the shop's own is accepted.
 */
function crossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    const from = new URL(origin);
    return from.origin !== new URL(serverEnv().siteUrl).origin && from.host !== request.headers.get('host');
  } catch {
    return true;
  }
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : undefined);

/**
 * POST /api/reviews, multipart/form-data: rating, product_id, name, email, text, photos (0–3 files),
 * captcha, locale → 201 {id, status: "hold"}; 400 {error: {code, message, fields?}} with a message
 * per field; 403 cross_site_request (another site's page); 409 review_duplicate; 413 over 30 MB (refused before the body is read when its length
 * is declared, and as soon as it passes the limit otherwise); 415 not multipart; 429 rate_limited;
 * 502/503 when WordPress fails or does not answer.
 */
export async function POST(request: Request) {
  let lng = cookieLanguage(request);
  // Every attempt counts per client before the body (up to 30 MB) is read.
  const client = clientOf(request);
  const own = await admitClient(client, ['reviewPerClient']);
  if (own) return refusalResponse(own, lng);

  if (crossSite(request)) {
    const message = 'Reviews are accepted from the shop’s own pages only.';
    return answerRefusal({ ok: false, code: 'cross_site_request', message });
  }
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    return apiError(415, 'unsupported_media_type', 'The body must be multipart/form-data.');
  }
  const body = await readLimitedBytes(request, BODY_LIMIT, () => ({
    ok: false,
    response: apiError(413, 'payload_too_large', serverT(lng, 'reviews')('form.photos.errors.tooLarge')),
  }));
  if (!body.ok) return body.response;

  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.data), { headers: { 'Content-Type': type } }).formData();
  } catch {
    return apiError(400, 'bad_request', 'The body is not valid multipart/form-data.');
  }
  if ([...form.keys()].length > MAX_PARTS) return apiError(400, 'bad_request', 'Too many parts.');
  const locale = reviewLocaleSchema.safeParse(form.get('locale'));
  if (locale.success) lng = locale.data;

  // A file input left empty still sends one part: an unnamed, empty file.
  const files = form
    .getAll('photos')
    .filter((entry): entry is File => typeof entry !== 'string' && (entry.size > 0 || entry.name !== ''));
  const checked = checkReview({
    locale: lng,
    fields: {
      rating: text(form.get('rating')),
      productId: text(form.get('product_id')),
      name: text(form.get('name')) ?? '',
      email: text(form.get('email')) ?? '',
      text: text(form.get('text')) ?? '',
    },
    photos: await Promise.all(
      files.map(async (file) => ({ bytes: new Uint8Array(await file.arrayBuffer()) })),
    ),
  });
  if (!checked.ok) return answerRefusal(checked);
  const admission = await admitForm(client, {
    captcha: { token: text(form.get('captcha')) },
    perKey: [{ rule: 'reviewPerEmail', key: checked.review.email.toLowerCase() }],
    onSuccess: [everyClient('reviewAll')],
  });
  if (!admission.ok) return refusalResponse(admission, lng);
  const result = await storeReview(lng, checked);
  if (!result.ok) return answerRefusal(result);
  await admission.done();
  return NextResponse.json({ id: result.id, status: result.status } satisfies ReviewCreated, { status: 201 });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
