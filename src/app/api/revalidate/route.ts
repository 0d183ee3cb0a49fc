import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { apiError } from '@/server/http/api-error';
import { serverEnv } from '@/server/env';
import { isWebhookSigned, tagsForProductWebhook } from '@/server/webhooks/woocommerce-webhook';

/**
 * WooCommerce webhooks (product.created/updated/deleted/restored) land here. The signature is
 * checked over the raw body before anything else; the product's and its lists' tags are expired.
 */
export async function POST(request: Request): Promise<NextResponse> {
  const raw = await request.text();
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
  const tags = tagsForProductWebhook(topic, body);
  if (!tags) return NextResponse.json({ revalidated: [], ignored: topic });
  // Expired at once rather than 'max' (stale-while-revalidate): the very next visitor sees the edit.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ revalidated: tags });
}
