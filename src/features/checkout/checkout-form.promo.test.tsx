/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { QuoteAnswer } from '@/domain/checkout/quote-answer';
import { CART_STORAGE_KEY } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { APPLIED_PROMO_KEY } from './applied-promo';
import { CHECKOUT_DRAFT_KEY } from './checkout-atoms';
import { CheckoutForm } from './checkout-form';
import { filledDraft, velvetAmberLine } from './checkout-form.test-support';

/* The applied promo survives a reload, can be removed, and is dropped when the server refuses it. */

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken(`token-${Math.random()}`)}>
      pass the captcha
    </button>
  ),
}));

const line = velvetAmberLine;

const filled = filledDraft;

const USED_UP = 'Coupon usage limit has been reached.';

/** What the server says of welcome10 for the cart as it is: 10% off, or used up meanwhile. */
let coupon: 'applies' | 'used up' = 'applies';
let orderAnswer: { status: number; body: unknown } = { status: 500, body: {} };

function quote(body: { promo?: string }): QuoteAnswer {
  const goods = 3780;
  const discount = body.promo && coupon === 'applies' ? 378 : 0;
  return {
    goods,
    discount,
    fee: 0,
    total: goods - discount,
    prices: { items: [1890], sets: [], certificates: [] },
    ...(body.promo && {
      promo: {
        code: body.promo,
        ...(coupon === 'used up' && { error: { code: 'coupon_usage_limit_reached', message: USED_UP } }),
      },
    }),
  };
}

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url, init) => {
  const body = init?.body ? JSON.parse(String(init.body)) : {};
  const answer =
    url === '/api/checkout/quote'
      ? { status: 200, body: quote(body) }
      : url === '/api/promo'
        ? { status: 200, body: { code: body.code, discount: 378, freeShipping: false } }
        : url === '/api/orders'
          ? orderAnswer
          : url === '/api/geo/country'
            ? { status: 200, body: { country: null } }
            : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});
const quotesSent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/checkout/quote')
    .map(([, init]) => JSON.parse(String(init!.body)) as { promo?: string });

const realFetch = global.fetch;
beforeEach(() => {
  coupon = 'applies';
  orderAnswer = { status: 500, body: {} };
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(filled));
});
afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
  sessionStorage.clear();
});

/** The checkout page as a reload makes it: a new store, the tab's storage as it was. */
async function openCheckout() {
  const view = render(
    <TestI18nProvider store={createStore()} lng="en">
      <CheckoutForm lng="en" />
    </TestI18nProvider>,
  );
  expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
  return { ...view, user: userEvent.setup() };
}

const promoField = () => screen.getByRole('textbox', { name: 'Promo code' });
const summary = () => screen.getByRole('region', { name: 'Your order' });
const discountShown = () => within(summary()).queryByText('Discount');

describe('the applied promo', () => {
  it('survives a reload: read back, it shows no discount until the quote for this cart accepts it again', async () => {
    const first = await openCheckout();
    await first.user.type(promoField(), 'welcome10');
    await first.user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Promo code welcome10 applied: −378/)).toBeInTheDocument();
    first.unmount();

    await openCheckout();
    expect(promoField()).toBeDisabled();
    expect(promoField()).toHaveValue('welcome10');
    // Read back, the discount is the server's to say again: none is shown meanwhile.
    expect(screen.getByText('Checking promo code welcome10 for your cart…')).toBeInTheDocument();
    expect(discountShown()).toBeNull();

    expect(await screen.findByText(/Promo code welcome10 applied: −378/)).toBeInTheDocument();
    expect(within(summary()).getByTestId('summary-discount')).toHaveTextContent('378');
    expect(quotesSent().at(-1)).toMatchObject({ promo: 'welcome10', email: 'olena@example.com' });
  });

  it('Remove takes it off: the field is enabled and empty for another code, and the order is quoted without it', async () => {
    sessionStorage.setItem(
      APPLIED_PROMO_KEY,
      JSON.stringify({ code: 'welcome10', discount: 378, freeShipping: false }),
    );
    const { user } = await openCheckout();
    expect(await within(summary()).findByTestId('summary-discount')).toHaveTextContent('378');

    const remove = screen.getByRole('button', { name: 'Remove' });
    expect(remove).toHaveAccessibleDescription(/Promo code welcome10 applied/);
    await user.click(remove);

    expect(promoField()).toBeEnabled();
    expect(promoField()).toHaveValue('');
    expect(promoField()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(discountShown()).toBeNull();
    await waitFor(() => expect(quotesSent().at(-1)).not.toHaveProperty('promo'));
    expect(JSON.parse(sessionStorage.getItem(APPLIED_PROMO_KEY)!)).toBeNull();

    // Another code can be typed and applied.
    await user.type(promoField(), 'spring5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Promo code spring5 applied/)).toBeInTheDocument();
  });

  it('refused by the re-check after a reload (used up meanwhile), it is dropped: the field shows why and no discount is shown', async () => {
    coupon = 'used up';
    sessionStorage.setItem(
      APPLIED_PROMO_KEY,
      JSON.stringify({ code: 'welcome10', discount: 378, freeShipping: false }),
    );
    await openCheckout();
    expect(discountShown()).toBeNull();

    expect(await screen.findByRole('alert')).toHaveTextContent(USED_UP);
    expect(promoField()).toBeEnabled();
    expect(promoField()).toHaveValue('welcome10');
    expect(promoField()).toHaveAccessibleDescription(USED_UP);
    expect(screen.queryByText(/Promo code welcome10 applied/)).toBeNull();
    expect(discountShown()).toBeNull();
    // Said once, in the field, not again under the amounts.
    expect(within(summary()).queryByText(USED_UP)).toBeNull();
    await waitFor(() => expect(quotesSent().at(-1)).not.toHaveProperty('promo'));
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('3,780');
    expect(JSON.parse(sessionStorage.getItem(APPLIED_PROMO_KEY)!)).toBeNull();
  });

  it('refused when the order is placed, it is dropped and the field shows why; nothing is ordered', async () => {
    const { user } = await openCheckout();
    await user.type(promoField(), 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Promo code welcome10 applied/)).toBeInTheDocument();

    orderAnswer = {
      status: 400,
      body: { error: { code: 'coupon_usage_limit_reached', message: USED_UP, field: 'promo' } },
    };
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(USED_UP);
    expect(promoField()).toBeEnabled();
    expect(promoField()).toHaveValue('welcome10');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(discountShown()).toBeNull());
    await waitFor(() => expect(quotesSent().at(-1)).not.toHaveProperty('promo'));
  });
});
