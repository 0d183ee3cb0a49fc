/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { toCardProduct, type CardProduct } from '@/domain/catalog/card-product';
import { summary } from '@/domain/catalog/product-summary.test-support';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { FAVOURITES_STORAGE_KEY } from '@/features/favourites/favourites-atoms';
import { FavouritesView } from './favourites-view';

const SHOP: Record<number, CardProduct> = {
  1: toCardProduct(summary(1, { name: 'Velvet Amber 07', price: 1300, regularPrice: 1300 })),
  2: toCardProduct(summary(2, { name: 'Oud Noir 03', type: 'simple', price: 2100, regularPrice: 2100 })),
};

type Asked = { ids: number[]; locale: string };

/** POST /api/products as the shop answers it: the cards it has, in the order asked. */
function shopAnswering(status = 200) {
  const asked: Asked[] = [];
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Asked;
    asked.push(body);
    const answer =
      status === 200
        ? { products: body.ids.flatMap((id) => SHOP[id] ?? []) }
        : { error: { code: 'upstream_unavailable', message: 'down' } };
    return { ok: status === 200, status, json: async () => answer };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, asked };
}

const saved = (ids: number[]) => localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(ids));
const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null');

function renderView(lng: 'uk' | 'en' = 'uk') {
  return render(
    <TestI18nProvider lng={lng}>
      <FavouritesView lng={lng} />
    </TestI18nProvider>,
  );
}

describe('the favourites page', () => {
  const realFetch = global.fetch;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('lists the saved products as cards, newest first, at the prices the shop asks now', async () => {
    const { asked } = shopAnswering();
    saved([2, 1]);
    renderView();
    const names = await screen.findAllByRole('heading', { level: 2 });
    expect(names.map((name) => name.textContent)).toEqual(['Oud Noir 03', 'Velvet Amber 07']);
    expect(screen.getByText('2 товари')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oud Noir 03' })).toHaveAttribute('href', '/perfume-2');
    expect(screen.getByText('2 100 ₴')).toBeInTheDocument();
    expect(screen.getByText('від 1 300 ₴')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);
    expect(asked).toEqual([{ ids: [2, 1], locale: 'uk' }]);
  });

  it('in the server HTML it says the list is loading, never that it is empty', () => {
    saved([2, 1]);
    const html = renderToString(
      <TestI18nProvider lng="uk">
        <FavouritesView lng="uk" />
      </TestI18nProvider>,
    );
    expect(html).toContain('Завантажуємо обране…');
    expect(html).not.toContain('порожньо');
  });

  it('an empty list says so and offers the catalogue, asking the shop nothing', async () => {
    const { fetchMock } = shopAnswering();
    const { unmount } = renderView();
    expect(await screen.findByText('В обраному поки порожньо.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти до каталогу' })).toHaveAttribute('href', '/catalog');
    unmount();

    renderView('en');
    expect(await screen.findByText('Your favourites list is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute('href', '/en/catalog');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a released heart takes its card off the page and focus lands on the count', async () => {
    const { fetchMock } = shopAnswering();
    const user = userEvent.setup();
    saved([2, 1]);
    renderView();
    await user.click(await screen.findByRole('button', { name: 'Прибрати з обраного: Oud Noir 03' }));
    expect(screen.queryByRole('heading', { name: 'Oud Noir 03' })).toBeNull();
    expect(screen.getByText('1 товар')).toHaveFocus();
    expect(stored()).toEqual([1]);

    await user.click(screen.getByRole('button', { name: 'Прибрати з обраного: Velvet Amber 07' }));
    expect(screen.getByText('В обраному поки порожньо.')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Перейти до каталогу' })).toBeInTheDocument();
    // Taking products out asks the shop nothing more.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a product the shop no longer sells leaves the list', async () => {
    shopAnswering();
    saved([99, 1]);
    renderView();
    expect(await screen.findByRole('heading', { name: 'Velvet Amber 07' })).toBeInTheDocument();
    await waitFor(() => expect(stored()).toEqual([1]));
    expect(screen.getByText('1 товар')).toBeInTheDocument();
  });

  it('when the shop does not answer it says so, keeps the list, and tries again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shopAnswering(503);
    const user = userEvent.setup();
    saved([1]);
    renderView();
    expect(await screen.findByText('Не вдалося завантажити обране. Спробуйте ще раз.')).toBeInTheDocument();
    expect(stored()).toEqual([1]);

    shopAnswering();
    await user.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
    const card = (await screen.findByRole('heading', { name: 'Velvet Amber 07' })).closest('article')!;
    expect(within(card).getByRole('button', { pressed: true })).toBeInTheDocument();
  });
});
