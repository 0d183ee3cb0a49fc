/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { Toaster } from '@/components/toasts/toaster';
import { AddToCartButton } from './add-to-cart-button';
import { cartAtom } from './cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const item = {
  id: 10,
  variation_id: 101,
  title: 'Velvet Amber 07',
  price: 1250,
  description: 'v',
  kind: 'product' as const,
};

describe('add to cart button', () => {
  beforeEach(() => localStorage.clear());

  it('adds the line, raises its count when pressed again, and says so in a toast', async () => {
    const store = createStore();
    const onAdded = jest.fn();
    const user = userEvent.setup();
    render(
      <TestI18nProvider store={store}>
        <AddToCartButton item={item} offer={{ inStock: true, price: item.price }} onAdded={onAdded} />
        <Toaster />
      </TestI18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    expect(store.get(cartAtom)).toEqual([{ ...item, count: 2 }]);
    expect(screen.getAllByText('Товар додано до кошика')).toHaveLength(2);
    expect(onAdded).toHaveBeenLastCalledWith({ ...item, count: 1 });
  });

  it('a sold-out item leaves the button disabled and the cart untouched', async () => {
    const store = createStore();
    const user = userEvent.setup();
    render(
      <TestI18nProvider store={store}>
        <AddToCartButton item={item} offer={{ inStock: false, price: item.price }} />
        <Toaster />
      </TestI18nProvider>,
    );
    const button = screen.getByRole('button', { name: 'Додати в кошик' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(store.get(cartAtom)).toEqual([]);
    expect(screen.queryByText('Товар додано до кошика')).toBeNull();
  });
});
