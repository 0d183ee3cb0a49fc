import { expect, type Locator } from '@playwright/test';
import { SANDBOX_URL } from './test-env';

// A prize wheel spun as a shopper does, and the mail its prize sends, for the sandbox's and the real
// platform's journeys.

/** Fills the form and spins until a prize with a code comes up; the code. */
export async function spinForCode(dialog: Locator, email: string): Promise<string> {
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('checkbox', { name: 'Я погоджуюся на обробку моїх персональних даних' }).check();
  for (let attempt = 0; attempt < 4; attempt++) {
    // A captcha token is good for one spin: the widget asks again each time.
    await dialog.getByRole('checkbox', { name: 'I am human' }).check();
    await dialog.getByRole('button', { name: 'Крутити колесо' }).click();
    const code = dialog.getByTestId('wheel-code');
    const again = dialog.getByRole('button', { name: 'Крутнути ще раз' });
    await expect(code.or(again)).toBeVisible({ timeout: 10_000 });
    if (await code.isVisible()) return (await code.innerText()).trim();
    await again.click();
  }
  throw new Error('four spins without a prize');
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
