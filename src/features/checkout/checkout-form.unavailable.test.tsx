/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { CartItem } from '@/domain/cart/cart-item';
import { CART_STORAGE_KEY, cartAtom } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CHECKOUT_DRAFT_KEY } from './checkout-atoms';
import { CheckoutForm } from './checkout-form';
import { emptyCheckoutForm, type CheckoutForm as Draft } from './checkout-form-schema';

/* A shopper's cart holds a product that has sold out since: the checkout names it and lets it go. */

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken('token')}>
      pass the captcha
    </button>
  ),
}));

const perfume: CartItem = {
  id: 7,
  variation_id: 71,
  title: 'Velvet Amber 07',
  volume: '50 мл',
  price: 1890,
  count: 1,
  description: '7:71',
  kind: 'product',
};
const lipstick: CartItem = {
  id: 9,
  title: 'Matte Lipstick',
  price: 420,
  count: 2,
  description: '9',
  kind: 'product',
};

const filled: Draft = {
  ...emptyCheckoutForm,
  name: 'Олена',
  surname: 'Коваль',
  phone: '+380671234567',
  email: 'olena@example.com',
  delivery: { ...emptyCheckoutForm.delivery, city: 'Київ', department: 'Відділення №1' },
  payment: 'requisites',
};

type Answer = { status: number; body: unknown };
let orderAnswer: Answer;
let quoteAnswer: Answer;
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url) => {
  const answer =
    url === '/api/orders'
      ? orderAnswer
      : url === '/api/checkout/quote'
        ? quoteAnswer
        : { status: 200, body: { country: null } };
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});

const PRICED = {
  status: 200,
  body: {
    goods: 2730,
    discount: 0,
    fee: 0,
    total: 2730,
    prices: { items: [1890, 420], sets: [], certificates: [] },
  },
};
const unavailable = (lines: unknown[]) => ({
  status: 400,
  body: { error: { code: 'product_unavailable', message: 'server message', field: 'items.1', lines } },
});

const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockClear();
  quoteAnswer = PRICED;
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([perfume, lipstick]));
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(filled));
});
afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
  sessionStorage.clear();
});

async function renderCheckout() {
  const store = createStore();
  render(
    <TestI18nProvider store={store}>
      <CheckoutForm lng="uk" />
    </TestI18nProvider>,
  );
  expect(await screen.findByDisplayValue('Олена')).toBeInTheDocument();
  return { store, user: userEvent.setup(), summary: screen.getByRole('region', { name: 'Ваше замовлення' }) };
}

const lineOf = (summary: HTMLElement, title: string) =>
  within(summary)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(title))!;

describe('the checkout and a line the shop no longer sells', () => {
  it('a refused order names the sold-out line under it, with a button that removes only that line', async () => {
    const { store, user, summary } = await renderCheckout();
    orderAnswer = unavailable([{ field: 'items.1', id: 9, name: 'Matte Lipstick' }]);
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Оформити замовлення' }));

    const line = lineOf(summary, 'Matte Lipstick');
    expect(await within(line).findByRole('alert')).toHaveTextContent(
      '«Matte Lipstick»: більше немає в наявності.',
    );
    expect(within(lineOf(summary, 'Velvet Amber 07')).queryByRole('alert')).toBeNull();

    quoteAnswer = {
      ...PRICED,
      body: {
        ...PRICED.body,
        goods: 1890,
        total: 1890,
        prices: { items: [1890], sets: [], certificates: [] },
      },
    };
    await user.click(within(line).getByRole('button', { name: 'Видалити з кошика: Matte Lipstick' }));

    expect(store.get(cartAtom)).toEqual([perfume]);
    expect(within(summary).queryByText(/Matte Lipstick/)).toBeNull();
    expect(within(summary).queryByRole('alert')).toBeNull();
    expect(within(summary).getByRole('heading', { name: 'Ваше замовлення' })).toHaveFocus();
    // The form is as the shopper left it, ready to send again.
    expect(screen.getByDisplayValue('Олена')).toBeInTheDocument();
    expect(screen.getByDisplayValue('olena@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Оформити замовлення' })).toBeEnabled());
  });

  it('the quote already names every unavailable line; one the shop no longer knows is named by the cart', async () => {
    quoteAnswer = unavailable([
      { field: 'items.0', id: 7, variation_id: 71 },
      { field: 'items.1', id: 9, name: 'Matte Lipstick' },
    ]);
    const { summary } = await renderCheckout();

    const perfumeLine = lineOf(summary, 'Velvet Amber 07');
    expect(await within(perfumeLine).findByRole('alert')).toHaveTextContent(
      '«Velvet Amber 07, 50 мл»: більше немає в наявності.',
    );
    expect(
      within(perfumeLine).getByRole('button', { name: 'Видалити з кошика: Velvet Amber 07' }),
    ).toBeEnabled();
    const lipstickLine = lineOf(summary, 'Matte Lipstick');
    expect(within(lipstickLine).getByRole('alert')).toHaveTextContent(
      '«Matte Lipstick»: більше немає в наявності.',
    );
    expect(
      within(lipstickLine).getByRole('button', { name: 'Видалити з кошика: Matte Lipstick' }),
    ).toBeEnabled();
    // Each line says it under itself; the general message is not repeated below the amounts.
    expect(within(summary).queryByText('server message')).toBeNull();
  });
});
