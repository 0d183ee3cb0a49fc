/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { CartItem } from '@/domain/cart/cart-item';
import { CART_STORAGE_KEY } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CHECKOUT_DRAFT_KEY } from './checkout-atoms';
import { CheckoutForm } from './checkout-form';
import { filledDraft } from './checkout-form.test-support';
import type { CheckoutForm as Draft } from './checkout-form-schema';

/*
 * Spec §3's add-order checkbox, read as "add to my previous order (ship together)": part of the
 * delivery step, off by default, kept in the draft like every field, and sent with the delivery. An
 * order of electronic certificates only has no parcel, so neither the step nor the box.
 */

jest.mock('@/features/captcha/captcha-field', () => ({
  CaptchaField: ({ onToken }: { onToken: (token: string | null) => void }) => (
    <button type="button" onClick={() => onToken('token-ok')}>
      pass the captcha
    </button>
  ),
}));

const LABEL = 'Add to my previous order (ship together)';

const perfume: CartItem = {
  id: 7,
  variation_id: 71,
  title: 'Velvet Amber 07',
  price: 1890,
  count: 1,
  description: '',
  kind: 'product',
};
const certificate: CartItem = {
  id: 40,
  title: 'Electronic gift certificate, 1,000 ₴',
  price: 1000,
  count: 1,
  description: 'certificate:electronic:1000:friend@example.com',
  kind: 'certificate',
  certificate: { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com' },
};

const filled = filledDraft;
const ticked: Draft = { ...filled, delivery: { ...filled.delivery, joinPrevious: true } };

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>(async (url) => {
  const answer =
    url === '/api/orders'
      ? {
          status: 201,
          body: { order: { id: 9, number: '9', total: 1890, status: 'on-hold', key: 'wc_order_9' } },
        }
      : url === '/api/geo/country'
        ? { status: 200, body: { country: null } }
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  return { ok: answer.status < 300, status: answer.status, json: async () => answer.body };
});
const orderBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/orders')
    .map(([, init]) => JSON.parse(String(init!.body)));
const storedDraft = () => JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');

const realFetch = global.fetch;
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
  localStorage.clear();
  sessionStorage.clear();
});

function renderCheckout(cart: CartItem[], draft: unknown = filled) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  return render(
    <TestI18nProvider store={createStore()} lng="en">
      <CheckoutForm lng="en" />
    </TestI18nProvider>,
  );
}

const deliveryStep = () => screen.getByRole('group', { name: 'Delivery' });

describe('the add-order checkbox', () => {
  it('is a labelled box of the delivery step, unticked by default', async () => {
    renderCheckout([perfume]);
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    expect(within(deliveryStep()).getByRole('checkbox', { name: LABEL })).not.toBeChecked();
  });

  it('is kept in the draft: ticked, it is still ticked after a reload of the tab', async () => {
    const first = renderCheckout([perfume]);
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: LABEL }));
    expect(storedDraft().delivery.joinPrevious).toBe(true);
    first.unmount();

    render(
      <TestI18nProvider store={createStore()} lng="en">
        <CheckoutForm lng="en" />
      </TestI18nProvider>,
    );
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked();
  });

  it('a draft saved before the box existed keeps the shopper’s form, with the box unticked', async () => {
    const olderDelivery: Partial<Draft['delivery']> = { ...filled.delivery };
    delete olderDelivery.joinPrevious;
    renderCheckout([perfume], { ...filled, delivery: olderDelivery });
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
  });

  it('ticked, the order asks for it with the delivery; unticked, the order says nothing of it', async () => {
    const first = renderCheckout([perfume], ticked);
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(orderBodies()[0].delivery).toEqual({
      method: 'np',
      city: 'Київ',
      department: 'Відділення №1',
      joinPrevious: true,
    });
    first.unmount();

    fetchMock.mockClear();
    renderCheckout([perfume], filled);
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(orderBodies()[0].delivery).not.toHaveProperty('joinPrevious');
  });

  it('is not offered for electronic certificates only, and a ticked draft sends no delivery', async () => {
    renderCheckout([certificate], ticked);
    expect(await screen.findByDisplayValue('Olena')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: LABEL })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'pass the captcha' }));
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(orderBodies()[0]).not.toHaveProperty('delivery');
  });
});
