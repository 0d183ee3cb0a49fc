/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { OpenBasket, velvetAmber } from './basket.test-support';
import { cartAtom } from './cart-atoms';
import { LazyBasketPopup } from './lazy-basket-popup';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

describe('the basket popup on a page that does not carry the basket’s texts', () => {
  it('brings them when it first opens, in the page’s language', async () => {
    const store = createStore();
    store.set(cartAtom, [{ ...velvetAmber, count: 2 }]);
    // A catalogue page: only the layout's texts (src/i18n/resources.ts), none of a route's.
    render(
      <TestI18nProvider store={store} pageNamespaces={[]}>
        <OpenBasket />
        <LazyBasketPopup lng="uk" />
      </TestI18nProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'open basket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Кошик' });
    expect(within(dialog).getByText('Velvet Amber 07')).toBeInTheDocument();
    expect(within(dialog).getByText('2 товари')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Збільшити кількість: Velvet Amber 07' }),
    ).toBeEnabled();
  });
});
