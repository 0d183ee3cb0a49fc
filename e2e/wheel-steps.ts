import { expect, type Locator } from '@playwright/test';
import { SANDBOX_URL } from './test-env';

// A prize wheel spun as a shopper does, and the mail its prize sends, for the sandbox's and the real
// platform's journeys.

/** The shop's spins per e-mail an hour (limits.ts wheelPerEmail). */
const SPINS_PER_EMAIL = 5;

/**
 * Fills the form and spins until a prize with a code comes up, as a shopper would; the code and the
 * e-mail that won it. The draw is random ("try again" has a fifth of the site wheel's weight), so
 * after an e-mail's five spins lose, `nextEmail` gives another: two e-mails lose 10 spins in a row
 * once in ten million runs. Each spin counts towards the client's limit of 10, so a caller that
 * spins again afterwards should give its page a client address of its own.
 */
export async function spinForCode(
  dialog: Locator,
  email: string,
  nextEmail?: () => string,
): Promise<{ code: string; email: string }> {
  const emails = nextEmail ? [email, nextEmail()] : [email];
  for (const address of emails) {
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(address);
    await dialog.getByRole('checkbox', { name: 'Я погоджуюся на обробку моїх персональних даних' }).check();
    for (let attempt = 0; attempt < SPINS_PER_EMAIL; attempt++) {
      // A captcha token is good for one spin: the widget asks again each time.
      await dialog.getByRole('checkbox', { name: 'I am human' }).check();
      await dialog.getByRole('button', { name: 'Крутити колесо' }).click();
      const code = dialog.getByTestId('wheel-code');
      const again = dialog.getByRole('button', { name: 'Крутнути ще раз' });
      await expect(code.or(again)).toBeVisible({ timeout: 10_000 });
      if (await code.isVisible()) return { code: (await code.innerText()).trim(), email: address };
      await again.click();
    }
  }
  throw new Error(`${emails.length * SPINS_PER_EMAIL} spins without a prize`);
}

export async function prizeMailTo(
  email: string,
  mailSink = SANDBOX_URL,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailSink}/mail/api/messages?to=${encodeURIComponent(email)}`);
        [found] = (await response.json()) as { subject: string; text: string }[];
        return found !== undefined;
      },
      { message: `the prize mail to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}
