import { expect, test } from '@playwright/test';
import { STAND_INS_URL } from './lane';

/*
 * The footer's newsletter form on the real WordPress: the captcha (stand-in) passed, the address
 * goes on the shop's subscription list and Contact Form 7's newsletter form mails the shop, which
 * the SMTP sink receives as WordPress sent it.
 */

type SinkMessage = { subject: string; text: string };

test('a newsletter subscription from the footer is on the list and Contact Form 7 mails the shop', async ({
  page,
}) => {
  const email = `reader.${Date.now()}@example.com`;
  await page.goto('/');
  const form = page.getByRole('region', { name: 'Підписка на новини' });
  await form.getByLabel('Ваш e-mail').fill(email);
  await form.getByRole('checkbox', { name: 'I am human' }).check();
  await form.getByRole('button', { name: 'Підписатися' }).click();
  await expect(page.getByRole('status').getByText('Ви підписалися на новини')).toBeVisible();

  await expect
    .poll(
      async () => {
        const response = await fetch(`${STAND_INS_URL}/mail/api/messages`);
        const messages = (await response.json()) as SinkMessage[];
        return messages.find((m) => m.subject === `Newsletter: ${email}`)?.text ?? '';
      },
      { message: 'Contact Form 7’s mail in the sink', timeout: 15_000 },
    )
    .toContain(email);

  // On the list now: the same address again is already subscribed.
  await form.getByLabel('Ваш e-mail').fill(email);
  await form.getByRole('checkbox', { name: 'I am human' }).check();
  await form.getByRole('button', { name: 'Підписатися' }).click();
  await expect(page.getByRole('status').getByText('Ви вже підписані на новини')).toBeVisible();
});
