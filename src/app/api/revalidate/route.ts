import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { apiError } from '@/server/http/api-error';
import { forgetCachedPages } from '@/server/page-cache/page-cache';
import { serverEnv } from '@/server/env';
import { readLimitedText } from '@/server/http/limited-body';
import { tagsForContentWebhook } from '@/server/webhooks/content-webhook';
import { tagsForReviewWebhook } from '@/server/webhooks/review-webhook';
import { isWebhookSigned, tagsForProductWebhook } from '@/server/webhooks/woocommerce-webhook';
import { otherMethods } from '@/server/http/other-methods';

/**
 * A product webhook carries the whole product, description HTML included; WooCommerce disables a
 * webhook after repeated failures, so the cap is far above any real product, yet still a cap.
 */
const WEBHOOK_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * WooCommerce webhooks land here: product.created/updated/deleted/restored, and the "Action" topics
 * action.wc_storefront_post_saved / _page_saved that report WordPress posts and pages (see
 * content-webhook.ts), and action.wc_storefront_review_status for reviews (review-webhook.ts). The signature is checked over the raw body before anything else; the changed
 * item's and its lists' tags are expired.
 */
export async function POST(request: Request): Promise<NextResponse> {
  const text = await readLimitedText(request, WEBHOOK_BODY_LIMIT);
  if (!text.ok) return text.response;
  const raw = text.data;
  const signature = request.headers.get('x-wc-webhook-signature');
  if (!isWebhookSigned(raw, signature, serverEnv().revalidateSecret)) {
    return NextResponse.json(
      { error: { code: 'invalid_signature', message: 'The webhook signature does not match.' } },
      { status: 401 },
    );
  }
  // WooCommerce pings a new webhook with a form body `webhook_id=N` and no topic.
  const topic = request.headers.get('x-wc-webhook-topic');
  if (!topic) return NextResponse.json({ revalidated: [] });

  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return apiError(400, 'bad_request', 'The webhook body must be JSON.');
  }
  const tags =
    tagsForProductWebhook(topic, body) ?? tagsForContentWebhook(topic, body) ?? tagsForReviewWebhook(topic);
  if (!tags) return NextResponse.json({ revalidated: [], ignored: topic });
  // Expired at once rather than 'max' (stale-while-revalidate): the very next visitor sees the edit.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // The rendered pages the proxy keeps (src/server/page-cache/page-cache.ts) may show the product.
  forgetCachedPages();
  return NextResponse.json({ revalidated: tags });
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
