/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { cartAtom } from './cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CartButton } from './cart-button';

function renderWithCount(count: number, lng: 'uk' | 'en' | 'ru' = 'uk') {
  const store = createStore();
  // One line holding `count` pieces: the button shows pieces, not lines.
  if (count > 0) {
    store.set(cartAtom, [
      { id: 1, title: 'Velvet Amber 07', price: 1290, count, description: 'v', kind: 'product' },
    ]);
  }
  render(
    <TestI18nProvider lng={lng}>
      <Provider store={store}>
        <CartButton />
      </Provider>
    </TestI18nProvider>,
  );
}

describe('basket button', () => {
  it.each([
    [0, 'Кошик, 0 товарів'],
    [1, 'Кошик, 1 товар'],
    [3, 'Кошик, 3 товари'],
    [5, 'Кошик, 5 товарів'],
    [21, 'Кошик, 21 товар'],
    [22, 'Кошик, 22 товари'],
    [11, 'Кошик, 11 товарів'],
  ])('names %i items with the Ukrainian plural', (count, name) => {
    renderWithCount(count);
    expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('uses English plurals in English', () => {
    renderWithCount(1, 'en');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
