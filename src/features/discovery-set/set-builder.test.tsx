/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { cartAtom, cartOpenAtom } from '@/features/cart/cart-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import type { Aroma, SetProduct } from '@/domain/discovery-set/aroma';
import { Toaster } from '@/components/toasts/toaster';
import { SetBuilder } from './set-builder';
import { setLine } from '@/domain/discovery-set/set-rules';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const groups = ['sweet', 'fresh', 'spicy', 'citrus'] as const;
const aromas: Aroma[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Aroma ${i + 1}`,
  image: '',
  group: groups[i % 4],
  inStock: true,
}));
const product: SetProduct = { id: 500, title: 'Discovery set 6', price: 329, inStock: true };

function renderBuilder(
  store = createStore(),
  over: { product?: SetProduct; aromas?: Aroma[]; initialSelection?: number[] } = {},
) {
  const user = userEvent.setup();
  render(
    <TestI18nProvider store={store}>
      <SetBuilder
        product={over.product ?? product}
        size={6}
        aromas={over.aromas ?? aromas}
        lng="uk"
        initialSelection={over.initialSelection}
      />
      <Toaster />
    </TestI18nProvider>,
  );
  return { store, user };
}

const soldOut = (ids: number[]) => aromas.map((a) => (ids.includes(a.id) ? { ...a, inStock: false } : a));

const aromaButton = (n: number) => screen.getByRole('button', { name: new RegExp(`^Aroma ${n}\\b`) });

describe('set builder', () => {
  beforeEach(() => localStorage.clear());

  it('the group tabs filter the aromas', async () => {
    const { user } = renderBuilder();
    const tabs = within(screen.getByRole('tablist', { name: 'Групи ароматів' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Усі', 'Солодкі', 'Свіжі', 'Пряні', 'Цитрусові']);
    expect(within(screen.getByRole('tabpanel', { name: 'Усі' })).getAllByRole('button')).toHaveLength(12);

    await user.click(screen.getByRole('tab', { name: 'Свіжі' }));
    expect(screen.getByRole('tab', { name: 'Свіжі' })).toHaveAttribute('aria-selected', 'true');
    const fresh = within(screen.getByRole('tabpanel', { name: 'Свіжі' })).getAllByRole('button');
    expect(fresh.map((b) => b.textContent)).toEqual(['Aroma 2', 'Aroma 6', 'Aroma 10']);

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Пряні' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Пряні' })).toBeInTheDocument();
  });

  it('add to cart stays disabled until the set is complete, then adds one set line', async () => {
    const { store, user } = renderBuilder();
    const add = screen.getByRole('button', { name: 'Додати набір у кошик' });
    expect(screen.getByText('Обрано 0 з 6')).toBeInTheDocument();
    for (const n of [1, 2, 3]) await user.click(aromaButton(n));
    expect(screen.getByText('Обрано 3 з 6')).toBeInTheDocument();
    expect(screen.getByText('Залишилось обрати 3 аромати')).toBeInTheDocument();
    expect(aromaButton(1)).toHaveAttribute('aria-pressed', 'true');
    expect(add).toBeDisabled();

    for (const n of [4, 5, 6]) await user.click(aromaButton(n));
    expect(aromaButton(7)).toBeDisabled();
    expect(add).toBeEnabled();
    await user.click(add);

    const cart = store.get(cartAtom);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ kind: 'set', price: 329, set: { size: 6 } });
    expect(cart[0].set?.aromas.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.getByText('Обрано 0 з 6')).toBeInTheDocument();
    // The "set" popup shows what went in; building another closes it and asks nothing more.
    const popup = screen.getByRole('dialog', { name: 'Набір з 6 ароматів у кошику' });
    expect(
      within(popup)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Aroma ${n}`));
    await user.click(within(popup).getByRole('button', { name: 'Зібрати інший' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened from a perfume page, its sample is chosen and can be taken out like any other', async () => {
    const { store, user } = renderBuilder(createStore(), { initialSelection: [5] });
    expect(aromaButton(5)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Обрано 1 з 6')).toBeInTheDocument();

    await user.click(aromaButton(5));
    expect(aromaButton(5)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Обрано 0 з 6')).toBeInTheDocument();

    for (const n of [5, 1, 2, 3, 4, 6]) await user.click(aromaButton(n));
    await user.click(screen.getByRole('button', { name: 'Додати набір у кошик' }));
    expect(store.get(cartAtom)[0].set?.aromas.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a second set in the same visit is offered as the same again, or the basket', async () => {
    const { store, user } = renderBuilder();
    for (const n of [1, 2, 3, 4, 5, 6]) await user.click(aromaButton(n));
    await user.click(screen.getByRole('button', { name: 'Додати набір у кошик' }));
    const popup = screen.getByRole('dialog', { name: 'Набір з 6 ароматів у кошику' });
    await user.click(within(popup).getByRole('button', { name: 'Додати такий самий' }));
    expect(store.get(cartAtom)).toEqual([expect.objectContaining({ count: 2, set: expect.anything() })]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    for (const n of [7, 8, 9, 10, 11, 12]) await user.click(aromaButton(n));
    await user.click(screen.getByRole('button', { name: 'Додати набір у кошик' }));
    const next = screen.getByRole('dialog', { name: 'Набір з 6 ароматів у кошику' });
    await user.click(within(next).getByRole('button', { name: 'Перейти до кошика' }));
    expect(store.get(cartOpenAtom)).toBe(true);
    expect(store.get(cartAtom).map((line) => line.count)).toEqual([2, 1]);
  });

  it('with a set of this size in the cart, acceptSet offers to add the same or build a new one', async () => {
    const store = createStore();
    const existing = setLine(product, 6, aromas.slice(0, 6));
    store.set(cartAtom, [existing]);
    const { user } = renderBuilder(store);

    const prompt = screen.getByRole('dialog', { name: 'Набір уже у кошику' });
    expect(prompt).toHaveAccessibleDescription(/вже є набір з 6 ароматів/);
    await user.click(within(prompt).getByRole('button', { name: 'Додати такий самий' }));
    expect(store.get(cartAtom)).toEqual([{ ...existing, count: 2 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"build a new one" closes the prompt and leaves the cart alone', async () => {
    const store = createStore();
    const existing = setLine(product, 6, aromas.slice(0, 6));
    store.set(cartAtom, [existing]);
    const { user } = renderBuilder(store);
    await user.click(screen.getByRole('button', { name: 'Зібрати новий' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(cartAtom)).toEqual([existing]);
  });

  it('a set of the other size does not prompt', () => {
    const store = createStore();
    store.set(cartAtom, [setLine({ ...product, id: 501 }, 9, aromas.slice(0, 9))]);
    renderBuilder(store);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a sold-out aroma is marked "Немає в наявності" and cannot be picked', async () => {
    const { user } = renderBuilder(createStore(), { aromas: soldOut([2]) });
    const button = aromaButton(2);
    expect(button).toHaveAccessibleName(/Немає в наявності/);
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.getByText('Обрано 0 з 6')).toBeInTheDocument();
    expect(aromaButton(1)).toBeEnabled();
  });

  it('a sold-out set says it is unavailable, and a full choice still cannot be added', async () => {
    const { store, user } = renderBuilder(createStore(), { product: { ...product, inStock: false } });
    for (const n of [1, 2, 3, 4, 5, 6]) await user.click(aromaButton(n));
    const add = screen.getByRole('button', { name: 'Додати набір у кошик' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Набір зараз недоступний. Спробуйте трохи пізніше.');
    expect(store.get(cartAtom)).toEqual([]);
  });

  it('"add the same" is refused with a notice when an aroma of that set has sold out since', async () => {
    const store = createStore();
    const existing = setLine(product, 6, aromas.slice(0, 6));
    store.set(cartAtom, [existing]);
    const { user } = renderBuilder(store, { aromas: soldOut([3]) });
    const prompt = screen.getByRole('dialog', { name: 'Набір уже у кошику' });
    await user.click(within(prompt).getByRole('button', { name: 'Додати такий самий' }));
    expect(store.get(cartAtom)).toEqual([existing]);
    expect(await screen.findByText(/немає в наявності, тож його не додано/)).toBeInTheDocument();
  });
});
