/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { CART_STORAGE_KEY } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CHECKOUT_DRAFT_KEY } from './checkout-atoms';
import { CheckoutForm } from './checkout-form';
import { filledDraft, velvetAmberLine } from './checkout-form.test-support';

/* After an accepted order the reset empties the cart; the page behind the popup shows the order. */

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken(`token-${Math.random()}`)}>
      pass the captcha
    </button>
  ),
}));

const line = velvetAmberLine;

const filled = filledDraft;

const EMPTY_CART = 'Add at least one item to place an order.';

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url) => {
  const answer =
    url === '/api/orders'
      ? {
          status: 201,
          body: { order: { id: 5, number: '1005', total: 3780, status: 'on-hold', key: 'wc_order_x' } },
        }
      : url === '/api/geo/country'
        ? { status: 200, body: { country: null } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});

const realFetch = global.fetch;
beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(filled));
});
afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
  sessionStorage.clear();
});

function openCheckout() {
  render(
    <TestI18nProvider store={createStore()} lng="en">
      <CheckoutForm lng="en" />
    </TestI18nProvider>,
  );
  return userEvent.setup();
}

describe('the checkout after an accepted requisites order', () => {
  it('shows the accepted order behind the popup and after it, never the empty-cart error', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
    const user = openCheckout();
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));

    const popup = await screen.findByRole('dialog', { name: 'Order accepted' });
    expect(within(popup).getByText('Your order No. 1005 is accepted.')).toBeInTheDocument();
    // The reset has emptied the cart (spec §4) ...
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([]);
    // ... and the page behind shows the order, not an empty summary that asks for an item.
    const behind = screen.getByRole('region', { name: 'Order accepted' });
    expect(within(behind).getByText('Your order No. 1005 is accepted.')).toBeInTheDocument();
    expect(within(behind).getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/en');
    expect(screen.queryByText(EMPTY_CART)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place the order' })).toBeNull();

    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The button that opened the popup is gone with the form: focus goes to the order's heading.
    expect(screen.getByRole('heading', { name: 'Order accepted' })).toHaveFocus();
    expect(screen.queryByText(EMPTY_CART)).toBeNull();
  });

  it('a checkout opened with an empty cart still says why it cannot be ordered', async () => {
    openCheckout();
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    expect(screen.getByText(EMPTY_CART)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place the order' })).toBeDisabled();
  });
});
