import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { subscribeToNewsletter } from './customers';
import { wcGet } from './sandbox-catalogue.test-support';

let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
});
afterAll(() => sandbox.close());

type Customer = { email: string; meta_data: { key: string; value: unknown }[] };

describe('newsletter subscription as customer meta', () => {
  it('creates the customer of a new e-mail with newsletter_subscribed=yes', async () => {
    expect(await subscribeToNewsletter('New.Shopper@example.com', { firstName: 'Ія' })).toBe('subscribed');
    const [customer] = await wcGet<Customer[]>(sandbox, 'customers?email=new.shopper@example.com');
    expect(customer.meta_data).toEqual([
      expect.objectContaining({ key: 'newsletter_subscribed', value: 'yes' }),
    ]);
  });

  it('sets the meta on an existing customer, and reports one already subscribed', async () => {
    expect(await subscribeToNewsletter('andrii@example.com')).toBe('subscribed');
    expect(await subscribeToNewsletter('andrii@example.com')).toBe('already_subscribed');
    expect(await subscribeToNewsletter('subscribed@example.com')).toBe('already_subscribed');
  });
});
