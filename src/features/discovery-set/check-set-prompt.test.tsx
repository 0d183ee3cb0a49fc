/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { cartAtom } from '@/features/cart/cart-atoms';
import type { CartItem } from '@/domain/cart/cart-item';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { CheckSetPrompt } from './check-set-prompt';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const perfume: CartItem = {
  id: 10,
  title: 'Velvet Amber 07',
  price: 1250,
  count: 1,
  description: 'v',
  kind: 'product',
};
const halfSet: CartItem = {
  id: 50,
  title: 'Discovery set 9',
  price: 459,
  count: 1,
  description: 'set:9:1',
  kind: 'set',
  set: { size: 9, aromas: [{ id: 1, title: 'Fig Leaf' }] },
};

describe('checkSet prompt', () => {
  beforeEach(() => localStorage.clear());

  it('an incomplete set prompts to finish the choice or delete the item from the order and continue', async () => {
    const store = createStore();
    store.set(cartAtom, [perfume, halfSet]);
    const onContinue = jest.fn();
    render(
      <TestI18nProvider store={store}>
        <CheckSetPrompt open onClose={() => undefined} onContinue={onContinue} lng="uk" />
      </TestI18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Набір не завершено' })).toBeInTheDocument();
    expect(screen.getByText(/Discovery set 9: обрано 1 з 9/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Дообрати аромати' })).toHaveAttribute(
      'href',
      '/discovery-set-9',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Видалити набір і продовжити' }));
    expect(store.get(cartAtom)).toEqual([perfume]);
    expect(onContinue).toHaveBeenCalled();
  });
});
