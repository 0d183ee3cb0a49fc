// Step 6a: the demo customers with their addresses and meta (`newsletter_subscribed`).
import crypto from 'node:crypto';
import { createInBatches } from './batch';
import { remember, type SeedRun } from './context';

export async function seedCustomers(run: SeedRun): Promise<number> {
  const { shop, ids } = run;
  const answers = await createInBatches<{ id: number }>(
    run.client,
    '/wc/v3/customers/batch',
    shop.customers.map((c) => ({
      email: c.email,
      first_name: c.first_name,
      last_name: c.last_name,
      username: c.username,
      // WooCommerce requires one unless "generate a password" is on; nobody signs in as these.
      password: crypto.randomBytes(18).toString('base64url'),
      billing: c.billing,
      shipping: c.shipping,
      meta_data: c.meta_data.map(({ key, value }) => ({ key, value })),
    })),
  );
  remember(
    run,
    'customer',
    shop.customers.map((c) => ({ id: c.id, label: c.email })),
    answers,
    ids.customer,
  );
  return ids.customer.size;
}
