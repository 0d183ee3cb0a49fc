/*
 * Use case: subscribe an address to the newsletter (spec §7, §8). Two calls from the server, as
 * the spec makes them: the shop's subscription endpoint, then, for a new subscriber only, the
 * newsletter's Contact Form 7 form (whose mail tells the shop; its answer is never shown). The
 * footer form reaches this through POST /api/newsletter, limited per client and per address;
 * the checkout's "subscribe" box after the order is placed.
 */
import 'server-only';
import type { NewsletterRequest } from '@/domain/newsletter/newsletter-schema';
import { serverT } from '@/i18n/server';
import { verifyCaptcha } from '@/server/captcha/verify-captcha';
import { serverEnv } from '@/server/env';
import { perClient, takeAttempt } from '@/server/rate-limit/rate-limiter';
import { submitContactForm } from '@/server/wordpress/contact-form-7';
import { addSubscriber } from '@/server/wordpress/newsletter-subscription';

export type NewsletterStatus = 'subscribed' | 'already';

export type SubscribeResult =
  | { ok: true; status: NewsletterStatus }
  | {
      ok: false;
      status: 400 | 429 | 502;
      code: 'captcha_failed' | 'rate_limited' | 'subscription_failed';
      message: string;
    };

/**
 * Adds the address; throws when the subscription endpoint cannot be reached or answers
 * `result: false`. A failing CF7 call is logged only: the address is on the list by then.
 */
export async function subscribeToNewsletter(email: string): Promise<NewsletterStatus> {
  const address = email.trim().toLowerCase();
  const outcome = await addSubscriber(address);
  if (outcome === 'refused') throw new Error('the subscription endpoint answered result: false');
  if (outcome === 'subscribed') {
    const formId = serverEnv().newsletterFormId;
    try {
      const feedback = await submitContactForm(formId, { 'your-email': address });
      if (feedback.status !== 'mail_sent') {
        console.error(
          `newsletter form ${formId} for ${address}: ${feedback.status}`,
          feedback.invalid_fields ?? '',
        );
      }
    } catch (error) {
      console.error(`newsletter form ${formId} for ${address} failed`, error);
    }
  }
  return outcome;
}

/** The footer form's subscription; `client` is the shopper's address, when known. */
export async function subscribeFromForm(
  input: NewsletterRequest,
  client: string | null,
): Promise<SubscribeResult> {
  const t = serverT(input.locale, 'common');
  const verdict = await takeAttempt([
    ...perClient('newsletterPerClient', client),
    { rule: 'newsletterPerEmail', key: input.email.toLowerCase() },
    { rule: 'newsletterAll', key: 'all' },
  ]);
  if (!verdict.allowed) {
    return { ok: false, status: 429, code: 'rate_limited', message: t('newsletter.errors.rateLimited') };
  }
  // After the limits, so a flood of forged tokens never reaches the provider.
  if (!(await verifyCaptcha(input.captcha, client))) {
    return { ok: false, status: 400, code: 'captcha_failed', message: t('captcha.failed') };
  }
  try {
    return { ok: true, status: await subscribeToNewsletter(input.email) };
  } catch (error) {
    console.error(`POST /api/newsletter (${input.locale}) failed`, error);
    return { ok: false, status: 502, code: 'subscription_failed', message: t('newsletter.errors.failed') };
  }
}
