/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentCookie } from '@/domain/consent/consent-rules';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { SiteWheelLauncher } from './site-wheel-launcher';
import { SITE_WHEELS } from './wheel.test-support';

jest.mock('next/navigation', () => ({ useParams: () => ({}), usePathname: () => '/catalog/women' }));

describe('the site wheel on a page that does not carry the wheel’s texts', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => SITE_WHEELS })) as never;
    // The launcher shows once the cookie notice has been answered.
    document.cookie = consentCookie('denied', false);
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows its launcher with the layout’s label, and brings the wheel’s texts when it opens', async () => {
    // A catalogue page: only the layout's texts (src/i18n/resources.ts), none of a route's.
    render(
      <TestI18nProvider pageNamespaces={[]}>
        <SiteWheelLauncher lng="uk" wheelId={7} delaySeconds={600} label="Колесо призів" />
      </TestI18nProvider>,
    );
    const launcher = await screen.findByRole('button', { name: 'Колесо призів' });
    await userEvent.setup().click(launcher);
    const dialog = await screen.findByRole('dialog', { name: 'Колесо призів' });
    expect(
      await within(dialog).findByText('Вкажіть e-mail і крутніть колесо: приз прийде промокодом на пошту.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
  });
});
