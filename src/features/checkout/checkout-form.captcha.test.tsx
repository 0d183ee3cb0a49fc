/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { CART_STORAGE_KEY } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CHECKOUT_DRAFT_KEY } from './checkout-atoms';
import { CheckoutForm } from './checkout-form';
import { filledDraft, velvetAmberLine } from './checkout-form.test-support';

/* Issue 24: the order form gets the captcha the other forms have, on the payment step (spec §3). */

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken, error }: { onToken: (token: string | null) => void; error?: string }) => (
    <div role="group" aria-label="captcha">
      <button type="button" onClick={() => onToken(`token-${Math.random()}`)}>
        pass the captcha
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}));

const line = velvetAmberLine;

const filled = filledDraft;

type Answer = { status: number; body: unknown };
let orderAnswers: Answer[] = [];
const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url) => {
  // The phone field asks for the shopper's country (Ukraine stays); the quote is not needed here.
  const answer =
    url === '/api/orders'
      ? orderAnswers.shift()!
      : url === '/api/geo/country'
        ? { status: 200, body: { country: null } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});
const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/orders');
const sent = (i: number) => {
  const init = orderCalls()[i][1]!;
  return { body: JSON.parse(String(init.body)), headers: init.headers as Record<string, string> };
};

const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockClear();
  orderAnswers = [];
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(filled));
});
afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
  sessionStorage.clear();
});

async function renderCheckout() {
  render(
    <TestI18nProvider store={createStore()} lng="en">
      <CheckoutForm lng="en" />
    </TestI18nProvider>,
  );
  // The stored draft fills the form once mounted.
  expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
  const payment = screen.getByRole('group', { name: 'Payment' });
  return { user: userEvent.setup(), captcha: within(payment).getByRole('group', { name: 'captcha' }) };
}

const placeOrder = () => screen.getByRole('button', { name: 'Place the order' });

describe('the checkout’s captcha', () => {
  it('is on the payment step; placing the order before passing it asks for it and sends nothing', async () => {
    const { user, captcha } = await renderCheckout();
    await user.click(placeOrder());
    expect(await within(captcha).findByRole('alert')).toHaveTextContent('Confirm that you are not a robot');
    expect(orderCalls()).toHaveLength(0);
  });

  it('a refused captcha shows at the captcha, keeps the form and the cart; the next attempt sends the same key with a new token', async () => {
    const { user, captcha } = await renderCheckout();
    const message = 'The "I am not a robot" check failed. Please try again.';
    orderAnswers.push(
      { status: 400, body: { error: { code: 'captcha_failed', message, field: 'captcha' } } },
      {
        status: 201,
        body: { order: { id: 5, number: '5', total: 3780, status: 'on-hold', key: 'wc_order_x' } },
      },
    );
    await user.click(within(captcha).getByRole('button', { name: 'pass the captcha' }));
    await user.click(placeOrder());
    expect(await within(captcha).findByRole('alert')).toHaveTextContent(message);
    expect(sent(0).body.captcha).toMatch(/^token-/);
    expect(screen.getByDisplayValue('Olena')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('Velvet Amber 07');

    // Tokens are single-use: the spent one is not sent again.
    await user.click(placeOrder());
    expect(await within(captcha).findByRole('alert')).toHaveTextContent('Confirm that you are not a robot');
    expect(orderCalls()).toHaveLength(1);

    await user.click(within(captcha).getByRole('button', { name: 'pass the captcha' }));
    await user.click(placeOrder());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    const [first, second] = [sent(0), sent(1)];
    expect(second.body.captcha).toMatch(/^token-/);
    expect(second.body.captcha).not.toBe(first.body.captcha);
    expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
  });
});
