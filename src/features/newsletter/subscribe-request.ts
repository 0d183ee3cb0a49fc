import type { Language } from '@/config/shop';
import { readNewsletterAnswer } from '@/domain/newsletter/newsletter-answer';
import { INVALID } from '@/domain/stored/read';

export type SubscribeOutcome =
  { ok: true; status: 'subscribed' | 'already' } | { ok: false; message?: string };

/**
 * POST /api/newsletter. A refusal the route words itself (a failed captcha, 429; in the page's language) comes back as
 * its message; any other failure has none, and the form shows the spec's generic error.
 */
export async function requestSubscription(
  locale: Language,
  email: string,
  captcha: string,
): Promise<SubscribeOutcome> {
  try {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale, email, captcha }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const answer = readNewsletterAnswer(body);
      if (answer !== INVALID) return { ok: true, status: answer.status };
    }
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    return {
      ok: false,
      message: [400, 429].includes(response.status) && typeof message === 'string' ? message : undefined,
    };
  } catch (error) {
    console.error('Newsletter subscription failed', error);
    return { ok: false };
  }
}
