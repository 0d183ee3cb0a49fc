/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Toaster } from '@/components/toasts/toaster';
import { consentCookie } from '@/domain/consent/consent-rules';
import { OpenBasket, velvetAmber } from '@/features/cart/basket.test-support';
import { cartAtom } from '@/features/cart/cart-atoms';
import { LazyBasketPopup } from '@/features/cart/lazy-basket-popup';
import { SiteWheelLauncher } from '@/features/wheel/site-wheel-launcher';
import { SITE_WHEELS } from '@/features/wheel/wheel.test-support';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';

// The basket's and the wheel's texts fail to come once each (the connection dropped), then come.
const failures = { cart: 1, wheel: 1 };
jest.mock('../../../locales/uk/cart.json', () => {
  if (failures.cart-- > 0) throw new Error('chunk failed to load');
  return jest.requireActual('../../../locales/uk/cart.json');
});
jest.mock('../../../locales/uk/wheel.json', () => {
  if (failures.wheel-- > 0) throw new Error('chunk failed to load');
  return jest.requireActual('../../../locales/uk/wheel.json');
});
jest.mock('next/navigation', () => ({ useParams: () => ({}), usePathname: () => '/catalog/women' }));

const UNAVAILABLE = 'Не вдалося відкрити вікно. Перевірте з’єднання і спробуйте ще раз.';

describe('a popup whose texts do not come (a page without them, the connection dropped)', () => {
  it('the basket says so and opens on the next click', async () => {
    const store = createStore();
    store.set(cartAtom, [{ ...velvetAmber, count: 1 }]);
    render(
      <TestI18nProvider store={store} pageNamespaces={[]}>
        <OpenBasket />
        <LazyBasketPopup lng="uk" />
        <Toaster />
      </TestI18nProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'open basket' }));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'open basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Кошик' });
    expect(within(dialog).getByText('Velvet Amber 07')).toBeInTheDocument();
  });

  it('the site wheel says so, shows its launcher again, and opens from it', async () => {
    const realFetch = global.fetch;
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => SITE_WHEELS })) as never;
    document.cookie = consentCookie('denied', false);
    try {
      render(
        <TestI18nProvider pageNamespaces={[]}>
          <SiteWheelLauncher lng="uk" wheelId={7} delaySeconds={600} label="Колесо призів" />
          <Toaster />
        </TestI18nProvider>,
      );
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Колесо призів' }));
      expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Колесо призів' }));
      const dialog = await screen.findByRole('dialog', { name: 'Колесо призів' });
      expect(await within(dialog).findByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    } finally {
      global.fetch = realFetch;
    }
  });
});
