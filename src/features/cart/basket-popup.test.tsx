/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { BasketPopup } from './basket-popup';
import { OpenBasket, velvetAmber } from './basket.test-support';
import { cartAtom, cartOpenAtom } from './cart-atoms';
import type { CartItem } from '@/domain/cart/cart-item';
import { toCardProduct } from '@/domain/catalog/card-product';
import { summary } from '@/domain/catalog/product-summary.test-support';
import { RECENTLY_VIEWED_STORAGE_KEY } from '@/features/recently-viewed/recently-viewed-atoms';
import type { PageNamespace } from '@/i18n/resources';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const perfume = velvetAmber;

const halfSet: CartItem = {
  id: 50,
  title: 'Discovery set',
  price: 329,
  count: 1,
  description: 'set:6:1,2',
  kind: 'set',
  set: {
    size: 6,
    aromas: [
      { id: 1, title: 'Fig Leaf' },
      { id: 2, title: 'Neroli' },
    ],
  },
};

/** `pageNamespaces`: the route's texts the page has; a product's page has the call-me-back texts. */
function renderBasket(cart: CartItem[], pageNamespaces?: PageNamespace[]) {
  const store = createStore();
  store.set(cartAtom, cart);
  render(
    <TestI18nProvider store={store} pageNamespaces={pageNamespaces}>
      <OpenBasket />
      <BasketPopup lng="uk" />
    </TestI18nProvider>,
  );
  return store;
}

async function openBasket() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'open basket' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Кошик' }) };
}

describe('basket popup', () => {
  beforeEach(() => localStorage.clear());

  it('lists each line with its volume and price, formatted for the locale', async () => {
    renderBasket([perfume]);
    const { dialog } = await openBasket();
    expect(within(dialog).getByText('Velvet Amber 07')).toBeInTheDocument();
    expect(within(dialog).getByText("Об'єм: 50 мл")).toBeInTheDocument();
    expect(within(dialog).getAllByText('1 250 ₴')).toHaveLength(2); // the line and the subtotal
    expect(within(dialog).getByText('1 товар')).toBeInTheDocument();
  });

  it('on a page without the call-me-back texts, its button comes with them, naming the basket’s pieces', async () => {
    // The basket's own texts come with the popup (lazy-basket-popup.tsx); the call-me-back ones do not.
    renderBasket([{ ...perfume, count: 3 }], ['cart']);
    const { user, dialog } = await openBasket();
    await user.click(await within(dialog).findByRole('button', { name: 'Передзвоніть мені для замовлення' }));
    const popup = await screen.findByRole('dialog', { name: 'Замовлення по телефону' });
    expect(await within(popup).findByText('Ваше замовлення: 3 товари')).toBeInTheDocument();
  });

  it('the stepper raises and lowers the count', async () => {
    const store = renderBasket([perfume]);
    const { user } = await openBasket();
    const more = screen.getByRole('button', { name: 'Збільшити кількість: Velvet Amber 07' });
    const less = screen.getByRole('button', { name: 'Зменшити кількість: Velvet Amber 07' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(store.get(cartAtom)[0].count).toBe(3);
    expect(screen.getByText('3 товари')).toBeInTheDocument();
    expect(screen.getAllByText('3 750 ₴')).toHaveLength(2);
    await user.click(less);
    expect(store.get(cartAtom)[0].count).toBe(2);
  });

  it('remove takes the line out, and the empty cart blocks checkout with the reason shown', async () => {
    const store = renderBasket([perfume]);
    const { user } = await openBasket();
    expect(screen.getByRole('link', { name: 'Оформити замовлення' })).toHaveAttribute('href', '/checkout');
    await user.click(screen.getByRole('button', { name: 'Видалити з кошика: Velvet Amber 07' }));
    expect(store.get(cartAtom)).toEqual([]);
    expect(screen.getByText('Ваш кошик порожній.')).toHaveFocus();
    const checkout = screen.getByRole('button', { name: 'Оформити замовлення' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAccessibleDescription('Додайте хоча б один товар, щоб оформити замовлення.');
  });

  it('an incomplete set blocks checkout and shows its aromas and a way to finish it', async () => {
    renderBasket([perfume, halfSet]);
    await openBasket();
    expect(screen.getByText('Fig Leaf')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Дообрати аромати' })).toHaveAttribute('href', '/discovery-set');
    expect(screen.getByRole('button', { name: 'Оформити замовлення' })).toHaveAccessibleDescription(
      /У наборі обрано не всі аромати/,
    );
  });

  it('links to the localized checkout', async () => {
    const store = createStore();
    store.set(cartAtom, [perfume]);
    store.set(cartOpenAtom, true);
    render(
      <TestI18nProvider store={store} lng="en">
        <BasketPopup lng="en" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/en/checkout');
    expect(screen.getByText('1 item')).toBeInTheDocument();
  });

  it('Escape closes it and focus returns to the opener', async () => {
    renderBasket([perfume]);
    const { user } = await openBasket();
    expect(screen.getByRole('dialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'open basket' })).toHaveFocus();
  });

  it('offers no gift samples for electronic certificates only, which go by e-mail; a parcel brings the choice back', async () => {
    const certificate: CartItem = {
      id: 40,
      title: 'Електронний сертифікат, 1 000 ₴',
      price: 1000,
      count: 1,
      description: 'certificate:electronic:1000:friend@example.com',
      kind: 'certificate',
      certificate: { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com' },
    };
    const store = renderBasket([certificate]);
    const { dialog } = await openBasket();
    expect(within(dialog).getByText('Електронний сертифікат, 1 000 ₴')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Ваші подарунки' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Обрати подарунок' })).not.toBeInTheDocument();

    act(() => store.set(cartAtom, [certificate, perfume]));
    expect(within(dialog).getByRole('region', { name: 'Ваші подарунки' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Обрати подарунок' })).toBeInTheDocument();
  });

  it('an empty basket shows what the shopper viewed; following one of them closes the basket', async () => {
    const realFetch = global.fetch;
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ products: [toCardProduct(summary(10, { name: 'Velvet Amber 07' }))] }),
    })) as unknown as typeof fetch;
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([10]));
    // jsdom cannot navigate; the link's own click is what is under test.
    const stay = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', stay, true);
    try {
      renderBasket([]);
      const { user, dialog } = await openBasket();
      const row = await within(dialog).findByRole('region', { name: 'Ви переглядали' });
      expect(within(row).getByRole('heading', { level: 4, name: 'Velvet Amber 07' })).toBeInTheDocument();
      await user.click(within(row).getByRole('link', { name: 'Velvet Amber 07' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      window.removeEventListener('click', stay, true);
      global.fetch = realFetch;
    }
  });

  it('a basket with lines shows no recently viewed row', async () => {
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([10]));
    const fetchMock = jest.fn();
    const realFetch = global.fetch;
    global.fetch = fetchMock;
    try {
      renderBasket([perfume]);
      const { dialog } = await openBasket();
      expect(within(dialog).queryByRole('region', { name: 'Ви переглядали' })).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      global.fetch = realFetch;
    }
  });

  it('the close button closes it', async () => {
    renderBasket([]);
    const { user } = await openBasket();
    await user.click(screen.getByRole('button', { name: 'Закрити кошик' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
