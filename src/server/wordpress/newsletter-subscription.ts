import 'server-only';
import { z } from 'zod';
import { serverEnv } from '@/server/env';

/** A subscription is one small write; past this the shopper sees the error alert and may retry. */
const TIMEOUT_MS = 8000;

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
  const response = await fetch(serverEnv().newsletterSubscriptionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`subscription endpoint answered HTTP ${response.status}`);
  const { data } = subscriptionAnswer.parse(await response.json());
  if (!data.result) return 'refused';
  return data.exists ? 'already' : 'subscribed';
}
