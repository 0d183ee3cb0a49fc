/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { CartItem } from '@/domain/cart/cart-item';
import { CART_STORAGE_KEY } from '@/features/cart/cart-atoms';
import { GIFTS_STORAGE_KEY } from '@/features/gifts/gift-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CHECKOUT_DRAFT_KEY } from './checkout-atoms';
import { CheckoutForm } from './checkout-form';
import { emptyCheckoutForm, type CheckoutForm as Draft } from './checkout-form-schema';

/*
 * Spec §9: electronic certificates go by e-mail. A basket of those only has no Nova Poshta step, no
 * delivery cost and no gift samples (they need a parcel); a parcel beside them brings all three back.
 */

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken('token-ok')}>
      pass the captcha
    </button>
  ),
}));

const certificate: CartItem = {
  id: 40,
  title: 'Electronic gift certificate, 1,000 ₴',
  price: 1000,
  count: 1,
  description: 'certificate:electronic:1000:friend@example.com',
  kind: 'certificate',
  certificate: { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com' },
};
const perfume: CartItem = {
  id: 7,
  variation_id: 71,
  title: 'Velvet Amber 07',
  price: 1890,
  count: 1,
  description: '',
  kind: 'product',
};

// Contacts filled in, the delivery left empty: the shopper never saw it.
const draft: Draft = {
  ...emptyCheckoutForm,
  name: 'Olena',
  surname: 'Koval',
  phone: '+380671234567',
  email: 'olena@example.com',
  payment: 'requisites',
};

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url) => {
  const answer =
    url === '/api/orders'
      ? {
          status: 201,
          body: { order: { id: 8, number: '8', total: 1000, status: 'on-hold', key: 'wc_order_8' } },
        }
      : url === '/api/geo/country'
        ? { status: 200, body: { country: null } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});
const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/orders');

const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  // Two gift samples chosen earlier, while a perfume was in the basket.
  localStorage.setItem(
    GIFTS_STORAGE_KEY,
    JSON.stringify({ count: 2, selectCards: [1, 3], selectCardsNow: [], deleteId: null, cards: [] }),
  );
});
afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
  sessionStorage.clear();
});

async function renderCheckout(cart: CartItem[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  render(
    <TestI18nProvider store={createStore()} lng="en">
      <CheckoutForm lng="en" />
    </TestI18nProvider>,
  );
  expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
  return user;
}

const deliveryStep = () => screen.getByRole('group', { name: 'Delivery' });
const summary = () => screen.getByRole('region', { name: 'Your order' });

describe('the checkout of electronic certificates only', () => {
  it('says the certificate goes to its e-mail instead of asking for a Nova Poshta branch, and shows no delivery cost', async () => {
    await renderCheckout([certificate]);
    expect(deliveryStep()).toHaveTextContent(
      'No delivery needed: we will send the certificate to the e-mail given for it.',
    );
    expect(screen.queryByRole('radiogroup', { name: 'Delivery method' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
    expect(summary()).toHaveTextContent('Electronic gift certificate, 1,000 ₴ × 1');
    expect(within(summary()).queryByText('Delivery')).not.toBeInTheDocument();
    expect(within(summary()).queryByText('at carrier tariffs')).not.toBeInTheDocument();
  });

  it('places the order without a delivery and without the gift samples chosen earlier', async () => {
    const user = await renderCheckout([certificate]);
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(orderCalls()).toHaveLength(1);
    const body = JSON.parse(String(orderCalls()[0][1]!.body));
    expect(body).not.toHaveProperty('delivery');
    expect(body.gifts).toEqual([]);
    expect(body.certificates).toEqual([
      { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com', count: 1 },
    ]);
  });
});

describe('the checkout of a mixed basket', () => {
  it('asks for the Nova Poshta delivery as usual, shows its cost line and requires its fields', async () => {
    const user = await renderCheckout([certificate, perfume]);
    expect(within(deliveryStep()).getByRole('radiogroup', { name: 'Delivery method' })).toBeInTheDocument();
    expect(within(summary()).getByText('at carrier tariffs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await within(deliveryStep()).findAllByText('Fill in the required field.')).not.toHaveLength(0);
    expect(orderCalls()).toHaveLength(0);
  });

  it('sends the delivery and the chosen gift samples', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        ...draft,
        delivery: { ...draft.delivery, city: 'Київ', department: 'Відділення №1' },
      }),
    );
    const user = await renderCheckout([certificate, perfume]);
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    const body = JSON.parse(String(orderCalls()[0][1]!.body));
    expect(body.delivery).toMatchObject({ method: 'np', city: 'Київ', department: 'Відділення №1' });
    expect(body.gifts).toEqual([1, 3]);
  });
});
