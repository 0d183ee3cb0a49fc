/*
 * Use case: subscribe an address to the newsletter (spec §7, §8). Two calls from the server, as
 * the spec makes them: the shop's subscription endpoint, then, for a new subscriber only, the
 * newsletter's Contact Form 7 form (whose mail tells the shop; its answer is never shown). The
 * footer form reaches this through POST /api/newsletter (captcha and limits there); the checkout's
 * "subscribe" box after the order is placed.
 */
import 'server-only';
import type { Outcome } from '@/domain/outcome/outcome';
import type { NewsletterRequest } from '@/domain/newsletter/newsletter-schema';
import { serverT } from '@/i18n/server';
import { serverEnv } from '@/server/env';
import { submitContactForm } from '@/server/wordpress/contact-form-7';
import { addSubscriber } from '@/server/wordpress/newsletter-subscription';
import { redactEmail } from '@/server/logging/redact';

export type NewsletterStatus = 'subscribed' | 'already';

/** A failure's `cause` tells the route whether WordPress did not answer (503, retry later) or refused (502). */
export type SubscribeResult = Outcome<{ status: NewsletterStatus }, 'subscription_failed'>;

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
          `newsletter form ${formId} for ${redactEmail(address)}: ${feedback.status}`,
          feedback.invalid_fields ?? '',
        );
      }
    } catch (error) {
      console.error(`newsletter form ${formId} for ${redactEmail(address)} failed`, error);
    }
  }
  return outcome;
}

/** The footer form's subscription, once the route has let it through. */
export async function subscribeFromForm(input: NewsletterRequest): Promise<SubscribeResult> {
  const t = serverT(input.locale, 'common');
  try {
    return { ok: true, status: await subscribeToNewsletter(input.email) };
  } catch (error) {
    console.error(`POST /api/newsletter (${input.locale}) failed`, error);
    return { ok: false, code: 'subscription_failed', message: t('newsletter.errors.failed'), cause: error };
  }
}
