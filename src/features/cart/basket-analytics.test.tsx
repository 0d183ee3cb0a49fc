/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { BasketPopup } from './basket-popup';
import { OpenBasket } from './basket.test-support';
import { cartAtom } from './cart-atoms';
import type { CartItem } from '@/domain/cart/cart-item';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const perfume: CartItem = {
  id: 10,
  variation_id: 101,
  sku: 'VA07-50',
  title: 'Velvet Amber 07',
  price: 1250,
  volume: '50 мл',
  count: 3,
  description: 'velvet-amber-50',
  kind: 'product',
};

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const events = (name: string) =>
  ((window as DataLayerWindow).dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: unknown } =>
      typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === name,
  );

async function openBasket() {
  const store = createStore();
  store.set(cartAtom, [perfume]);
  render(
    <TestI18nProvider store={store}>
      <OpenBasket />
      <BasketPopup lng="uk" />
    </TestI18nProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'open basket' }));
  return user;
}

const item = (quantity: number) => ({
  item_id: 'VA07-50',
  item_name: 'Velvet Amber 07',
  price: 1250,
  quantity,
  item_variant: '50 мл',
});

describe('basket analytics', () => {
  beforeEach(() => {
    localStorage.clear();
    (window as DataLayerWindow).dataLayer = [];
  });

  it('opening the basket pushes view_cart with its lines once', async () => {
    const user = await openBasket();
    expect(events('view_cart')).toEqual([
      { event: 'view_cart', ecommerce: { currency: 'UAH', value: 3750, items: [{ ...item(3), index: 0 }] } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Збільшити кількість: Velvet Amber 07' }));
    expect(events('view_cart')).toHaveLength(1);
  });

  it('lowering a count pushes remove_from_cart for one piece; removing the line, for the rest', async () => {
    const user = await openBasket();
    await user.click(screen.getByRole('button', { name: 'Зменшити кількість: Velvet Amber 07' }));
    await user.click(screen.getByRole('button', { name: 'Видалити з кошика: Velvet Amber 07' }));
    expect(events('remove_from_cart')).toEqual([
      { event: 'remove_from_cart', ecommerce: { currency: 'UAH', value: 1250, items: [item(1)] } },
      { event: 'remove_from_cart', ecommerce: { currency: 'UAH', value: 2500, items: [item(2)] } },
    ]);
  });
});
