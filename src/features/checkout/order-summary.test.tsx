/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { CartItem } from '@/domain/cart/cart-item';
import { lineKey } from '@/domain/cart/cart-rules';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { cartLineOfOrderError } from './order-error-field';
import { OrderSummary } from './order-summary';

const perfume: CartItem = {
  id: 7,
  variation_id: 71,
  title: 'Velvet Amber',
  volume: '50 ml',
  price: 1890,
  count: 2,
  description: '',
  kind: 'product',
};
const lipstick: CartItem = {
  id: 9,
  title: 'Matte Lipstick',
  price: 420,
  count: 30,
  description: '',
  kind: 'product',
};
const set: CartItem = {
  id: 50,
  title: 'Discovery set',
  price: 329,
  count: 1,
  description: '1,2,3,4,5,6',
  kind: 'set',
  set: { size: 6, aromas: [] },
};
const cart = [perfume, set, lipstick];

describe('cartLineOfOrderError', () => {
  it('finds the cart line a refusal names, counting lines of the same list only', () => {
    expect(cartLineOfOrderError('items.1', cart)).toBe(lineKey(lipstick));
    expect(cartLineOfOrderError('sets.0', cart)).toBe(lineKey(set));
    expect(cartLineOfOrderError('items.5', cart)).toBeNull();
    expect(cartLineOfOrderError('items', cart)).toBeNull();
    expect(cartLineOfOrderError('customer.email', cart)).toBeNull();
  });
});

describe('OrderSummary', () => {
  it('shows a refusal about one line under that line', () => {
    const message = '«Matte Lipstick»: у наявності лише 3 штуки. Зменште кількість у кошику.';
    render(
      <TestI18nProvider>
        <OrderSummary
          cart={cart}
          summary={{ goods: 0, discount: 0, fee: 0, total: 0 }}
          pending={false}
          problems={[]}
          lineProblem={{ key: lineKey(lipstick), message }}
          lng="uk"
        />
      </TestI18nProvider>,
    );
    const lines = screen.getAllByRole('listitem');
    expect(within(lines[2]).getByRole('alert')).toHaveTextContent(message);
    expect(within(lines[0]).queryByRole('alert')).toBeNull();
  });
});
