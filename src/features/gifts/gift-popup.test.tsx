/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { giftPopupOpenAtom, giftSelectionAtom } from './gift-atoms';
import type { GiftCard } from '@/domain/gifts/gift-card';
import { GiftPopup } from './gift-popup';
import { GiftSection } from './gift-section';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const cards: GiftCard[] = [
  { id: 2, name: 'Fig Leaf 2 мл', description: 'Зелений інжир', image: '', count: 1 },
  { id: 3, name: 'Neroli 2 мл', description: '', image: '', count: 1 },
  { id: 4, name: 'Oud Smoke 2 мл', description: '', image: '', count: 1 },
];

function renderGifts() {
  const store = createStore();
  const user = userEvent.setup();
  render(
    <TestI18nProvider store={store}>
      <GiftSection />
      <GiftPopup cards={cards} />
    </TestI18nProvider>,
  );
  return { store, user };
}

async function openPopup(user: ReturnType<typeof userEvent.setup>, name = 'Обрати подарунок') {
  await user.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog', { name: 'Подарунок до замовлення' });
}

describe('gift popup', () => {
  beforeEach(() => localStorage.clear());

  it('offers the surprise gift first, then the loaded samples', async () => {
    const { user } = renderGifts();
    await openPopup(user);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'СюрпризМи самі підберемо пробник до вашого замовлення.',
      'Fig Leaf 2 млЗелений інжир',
      'Neroli 2 мл',
      'Oud Smoke 2 мл',
    ]);
    expect(screen.getByText('Обрано 0 з 2')).toBeInTheDocument();
  });

  it('cannot pick a third gift', async () => {
    const { user } = renderGifts();
    await openPopup(user);
    await user.click(screen.getByRole('checkbox', { name: /Fig Leaf/ }));
    await user.click(screen.getByRole('checkbox', { name: /Neroli/ }));
    expect(screen.getByText('Обрано 2 з 2')).toBeInTheDocument();
    const third = screen.getByRole('checkbox', { name: /Oud Smoke/ });
    expect(third).toBeDisabled();
    await user.click(third);
    expect(third).not.toBeChecked();
    expect(screen.getByText(/Ви вже обрали максимум подарунків/)).toBeInTheDocument();
  });

  it('confirm commits the choice and the basket lists it', async () => {
    const { store, user } = renderGifts();
    await openPopup(user);
    await user.click(screen.getByRole('checkbox', { name: /Сюрприз/ }));
    await user.click(screen.getByRole('checkbox', { name: /Neroli/ }));
    await user.click(screen.getByRole('button', { name: 'Підтвердити' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(giftSelectionAtom)).toMatchObject({ selectCards: [1, 3], count: 2 });
    expect(screen.getByText('2 подарунки')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Видалити подарунок: Neroli 2 мл' })).toBeInTheDocument();
  });

  it('cancel discards what was ticked', async () => {
    const { store, user } = renderGifts();
    await openPopup(user);
    await user.click(screen.getByRole('checkbox', { name: /Neroli/ }));
    await user.click(screen.getByRole('button', { name: 'Скасувати' }));
    expect(store.get(giftSelectionAtom)).toMatchObject({ selectCards: [], selectCardsNow: [], count: 0 });
    expect(screen.getByText('Ви ще не обрали подарунок.')).toBeInTheDocument();
    await openPopup(user);
    expect(screen.getByRole('checkbox', { name: /Neroli/ })).not.toBeChecked();
  });

  it('Escape cancels too', async () => {
    const { store, user } = renderGifts();
    await openPopup(user);
    await user.click(screen.getByRole('checkbox', { name: /Neroli/ }));
    await user.keyboard('{Escape}');
    expect(store.get(giftPopupOpenAtom)).toBe(false);
    expect(store.get(giftSelectionAtom).selectCardsNow).toEqual([]);
  });

  it('deleting a gift in the basket removes it and lowers the total', async () => {
    const { store, user } = renderGifts();
    await openPopup(user);
    await user.click(screen.getByRole('checkbox', { name: /Fig Leaf/ }));
    await user.click(screen.getByRole('checkbox', { name: /Neroli/ }));
    await user.click(screen.getByRole('button', { name: 'Підтвердити' }));
    await user.click(screen.getByRole('button', { name: 'Видалити подарунок: Fig Leaf 2 мл' }));
    expect(store.get(giftSelectionAtom)).toMatchObject({ selectCards: [3], count: 1 });
    expect(screen.getByText('1 подарунок')).toBeInTheDocument();
    expect(screen.queryByText('Fig Leaf 2 мл')).not.toBeInTheDocument();
    await openPopup(user, 'Змінити подарунок');
    expect(screen.getByRole('checkbox', { name: /Fig Leaf/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Neroli/ })).toBeChecked();
  });
});
