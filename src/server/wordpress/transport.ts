import 'server-only';
import { platformCaller } from '@/server/platform-call/platform-call';
import { isDownStatus, PlatformUnavailableError } from '@/server/platform-unavailable';
import { createRequestQueue } from '@/server/request-queue';

/*
 * Every call to WordPress, whatever it speaks (WPGraphQL, the REST API, Contact Form 7, the shop's
 * subscription endpoint), reaches the same PHP workers: one queue (at most 4 calls at once), one
 * "WordPress is down" count, and a page's reads under the page's one deadline
 * (src/server/platform-call/). WooCommerce has its own (woocommerce/client.ts).
 */
export const callWordPress = platformCaller(
  'WordPress',
  createRequestQueue({ concurrency: 4, retries: 2, baseDelayMs: 300 }),
);

/*
 * A read's whole time, the wait for a queue slot and the retries included: WordPress answers the
 * shop's reads in well under a second and they are cached, so this is paid only on a miss.
 */
export const WORDPRESS_READ_TIMEOUT_MS = 5_000;
/** A write may send mail in the same request (Contact Form 7, comment meta's hooks). */
export const WORDPRESS_WRITE_TIMEOUT_MS = 15_000;

/**
 * Node's fetch with a gateway's "down" (502/503/504/429) told apart from WordPress's own answers,
 * so the API says 503 with Retry-After and the platform counts as down.
 */
export async function wordpressFetch(
  call: string,
  input: Parameters<typeof fetch>[0],
  init: RequestInit,
): Promise<Response> {
  const response = await fetch(input, init);
  if (isDownStatus(response.status)) {
    await response.body?.cancel();
    throw new PlatformUnavailableError('WordPress', call);
  }
  return response;
}
