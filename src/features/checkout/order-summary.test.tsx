/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItem } from '@/domain/cart/cart-item';
import { lineKey } from '@/domain/cart/cart-rules';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { cartLineOfOrderError, lineProblemsOf } from './order-error-field';
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

describe('lineProblemsOf', () => {
  const text = (name: string) => `«${name}» is gone.`;

  it('puts each unavailable line under its cart line, named by the shop or else by the cart, removable', () => {
    const error = {
      message: 'two are gone',
      field: 'items.0',
      lines: [
        { field: 'items.0', id: 7, variation_id: 71 },
        { field: 'sets.0', name: 'Aroma 3 2 ml' },
        { field: 'sets.0', name: 'Aroma 5 2 ml' },
      ],
    };
    expect(lineProblemsOf(error, cart, text)).toEqual({
      problems: [
        { key: lineKey(perfume), message: '«Velvet Amber, 50 ml» is gone.', removable: true },
        { key: lineKey(set), message: '«Aroma 3 2 ml» is gone. «Aroma 5 2 ml» is gone.', removable: true },
      ],
      unplaced: false,
    });
  });

  it('a line that is no line of the cart (a gift) leaves the message for the page to show', () => {
    const error = {
      message: 'gone',
      lines: [{ field: 'items.1', name: 'Matte Lipstick' }, { field: 'gifts.0' }],
    };
    expect(lineProblemsOf(error, cart, text)).toEqual({
      problems: [{ key: lineKey(lipstick), message: '«Matte Lipstick» is gone.', removable: true }],
      unplaced: true,
    });
  });

  it('another refusal about one line shows its own message there, and is not for removing', () => {
    expect(lineProblemsOf({ message: 'only 3 left', field: 'items.1' }, cart, text)).toEqual({
      problems: [{ key: lineKey(lipstick), message: 'only 3 left', removable: false }],
      unplaced: false,
    });
    expect(lineProblemsOf({ message: 'try later' }, cart, text)).toEqual({ problems: [], unplaced: true });
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
          lineProblems={[{ key: lineKey(lipstick), message, removable: false }]}
          onRemove={() => {}}
          lng="uk"
        />
      </TestI18nProvider>,
    );
    const lines = screen.getAllByRole('listitem');
    expect(within(lines[2]).getByRole('alert')).toHaveTextContent(message);
    expect(within(lines[2]).queryByRole('button')).toBeNull();
    expect(within(lines[0]).queryByRole('alert')).toBeNull();
  });

  it('a line the shop no longer sells has a button that removes it', async () => {
    const onRemove = jest.fn();
    render(
      <TestI18nProvider>
        <OrderSummary
          cart={cart}
          summary={{ goods: 0, discount: 0, fee: 0, total: 0 }}
          pending={false}
          problems={[]}
          lineProblems={[
            {
              key: lineKey(lipstick),
              message: '«Matte Lipstick»: більше немає в наявності.',
              removable: true,
            },
          ]}
          onRemove={onRemove}
          lng="uk"
        />
      </TestI18nProvider>,
    );
    const line = screen.getAllByRole('listitem')[2];
    expect(within(line).getByRole('alert')).toHaveTextContent('«Matte Lipstick»: більше немає в наявності.');
    const button = within(line).getByRole('button', { name: 'Видалити з кошика: Matte Lipstick' });
    expect(button).toHaveTextContent('Видалити з кошика');
    await userEvent.setup().click(button);
    expect(onRemove).toHaveBeenCalledWith(lipstick);
  });
});
