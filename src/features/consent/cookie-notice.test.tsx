/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CookieNotice } from './cookie-notice';
import { CookieSettingsButton } from './cookie-settings-button';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const commands = () =>
  ((window as DataLayerWindow).dataLayer ?? []).map((entry) => Array.from(entry as IArguments));

function renderNotice(gtmId = '') {
  render(
    <TestI18nProvider store={createStore()} lng="en">
      <CookieSettingsButton />
      <CookieNotice gtmId={gtmId} />
    </TestI18nProvider>,
  );
  return userEvent.setup();
}

describe('cookie notice', () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
    delete (window as { tagManagerStarted?: boolean }).tagManagerStarted;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
  });

  it('asks on the first visit; accepting remembers it, tells GTM and closes the notice', async () => {
    const user = renderNotice();
    const notice = await screen.findByRole('dialog', { name: 'Cookies' });
    expect(notice).toHaveAccessibleDescription(/We use cookies for analytics/);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.cookie).toContain('cookie_consent=granted');
    expect(
      commands().map(([, kind, signals]) => [kind, (signals as Record<string, string>).analytics_storage]),
    ).toEqual([
      ['default', 'denied'],
      ['update', 'granted'],
    ]);
  });

  it('stays closed once answered, and the footer button opens it again to change the answer', async () => {
    document.cookie = 'cookie_consent=granted; Path=/';
    const user = renderNotice();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await screen.findByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(document.cookie).toContain('cookie_consent=denied');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(commands().at(-1)?.[1]).toBe('update');
    expect((commands().at(-1)?.[2] as Record<string, string>).ad_storage).toBe('denied');
  });

  it('loads GTM only after the shopper accepts, never on a declined or unanswered visit', async () => {
    const tag = () => document.head.querySelector('script[src*="googletagmanager.com/gtm.js?id=GTM-TEST"]');
    const user = renderNotice('GTM-TEST');
    await screen.findByRole('dialog', { name: 'Cookies' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tag()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(tag()).not.toBeNull());
  });

  it('does not load GTM when the saved answer is a refusal', async () => {
    document.cookie = 'cookie_consent=denied; Path=/';
    renderNotice('GTM-TEST');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });
});
