import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/server/env';
import { callWordPress, WORDPRESS_READ_TIMEOUT_MS, wordpressFetch } from './transport';

/*
 * A subscription is one small write: it gets a read's time, past which the shopper sees the error
 * alert and may send again. Not retried here: a retry of an address the first attempt added would
 * answer `exists`, and the new subscriber's form mail would not be sent.
 */
const SUBSCRIBE_TIMEOUT_MS = WORDPRESS_READ_TIMEOUT_MS;

/**
 * The shop's own endpoint answers `{data: {result}}` (spec §7); `exists` marks an address that was
 * already on the list (the sandbox's convention; the real plugin's field for it is unverified).
 */
const subscriptionAnswer = z.object({
  data: z.object({ result: z.unknown(), exists: z.boolean().optional() }),
});

export type SubscriptionOutcome = 'subscribed' | 'already' | 'refused';

/** `POST {NEWSLETTER_SUBSCRIPTION_URL} {email}`; throws when the call itself fails. */
export async function addSubscriber(email: string): Promise<SubscriptionOutcome> {
  const json = await callWordPress(
    'POST subscription',
    async (signal) => {
      const response = await wordpressFetch('POST subscription', serverEnv().newsletterSubscriptionUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email }),
        signal,
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`subscription endpoint answered HTTP ${response.status}`);
      return (await response.json()) as unknown;
    },
    { timeoutMs: SUBSCRIBE_TIMEOUT_MS, retry: false },
  );
  const { data } = subscriptionAnswer.parse(json);
  if (!data.result) return 'refused';
  return data.exists ? 'already' : 'subscribed';
}
