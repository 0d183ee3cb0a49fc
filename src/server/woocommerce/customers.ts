import 'server-only';
import { z } from 'zod';
import { WooCommerceError, wooGetFresh, wooWrite } from './client';
import { wooCustomerSchema } from './schemas';

const NEWSLETTER_META_KEY = 'newsletter_subscribed';

type NewsletterResult = 'subscribed' | 'already_subscribed';

/**
 * Newsletter subscription is customer meta (DESIGN.md): the WooCommerce customer of this e-mail is
 * found or created, and `newsletter_subscribed` set to yes. Used by checkout and the newsletter form.
 */
export async function subscribeToNewsletter(
  email: string,
  name: { firstName?: string; lastName?: string } = {},
  retried = false,
): Promise<NewsletterResult> {
  const address = email.trim().toLowerCase();
  const meta = [{ key: NEWSLETTER_META_KEY, value: 'yes' }];
  const [existing] = await wooGetFresh('customers', z.array(wooCustomerSchema), {
    email: address,
    role: 'all',
  });
  if (existing) {
    if (existing.meta_data.some((m) => m.key === NEWSLETTER_META_KEY && m.value === 'yes'))
      return 'already_subscribed';
    await wooWrite('PUT', `customers/${existing.id}`, { meta_data: meta }, wooCustomerSchema);
    return 'subscribed';
  }
  try {
    await wooWrite(
      'POST',
      'customers',
      { email: address, first_name: name.firstName ?? '', last_name: name.lastName ?? '', meta_data: meta },
      wooCustomerSchema,
    );
  } catch (error) {
    // Another request created this customer a moment ago: subscribe that one.
    if (!retried && error instanceof WooCommerceError && error.code === 'registration-error-email-exists') {
      return subscribeToNewsletter(address, name, true);
    }
    throw error;
  }
  return 'subscribed';
}
