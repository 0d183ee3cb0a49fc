/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardProduct } from '@/domain/catalog/card-product';
import type { SearchSuggestions } from '@/domain/search/search-suggestions';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { HeaderSearch } from './header-search';
import { forgetSuggestions } from './use-suggestions';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush }),
  usePathname: () => '/',
  useParams: () => ({}),
}));

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };
const searchEvents = () =>
  ((window as DataLayerWindow).dataLayer ?? []).filter((entry) => entry.event === 'search');

const amber: CardProduct = {
  id: 7,
  slug: 'velvet-amber-07',
  name: 'Velvet Amber',
  sku: 'AR-007',
  type: 'variable',
  price: 1200,
  regularPrice: null,
  onSale: false,
  priceVolumeMl: 30,
  rating: 4.5,
  ratingCount: 3,
  inStock: true,
  image: '/images/velvet-amber.jpg',
  categories: [{ name: 'Жіночі' }],
};

const filled: SearchSuggestions = {
  query: 'амбр',
  products: [amber],
  categories: [{ slug: 'women', name: 'Жіночі' }],
  terms: [{ facet: 'ingredient', slug: 'amber', name: 'Амбра' }],
  articles: [{ slug: 'how-to-wear-amber', title: 'Як носити амбру' }],
};
const empty: SearchSuggestions = { query: 'zzz', products: [], categories: [], terms: [], articles: [] };

let fetchMock: jest.Mock;
// jsdom has no Response: the part of one the field reads.
function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 400, status, json: async () => body });
}

function renderSearch(lng: 'uk' | 'en' = 'uk') {
  return render(
    <TestI18nProvider lng={lng}>
      <p>Сторінка</p>
      <HeaderSearch lng={lng} />
    </TestI18nProvider>,
  );
}

const field = () => screen.getByRole('combobox', { name: 'Пошук ароматів' });
const requested = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://shop').searchParams);

beforeEach(() => {
  forgetSuggestions();
  mockPush.mockReset();
  (window as DataLayerWindow).dataLayer = [];
  fetchMock = jest.fn(() => answer(filled));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('the header search field', () => {
  it('is a labelled combobox in a search form that works as a plain GET form to /search', () => {
    renderSearch();
    const form = screen.getByRole('search', { name: 'Пошук ароматів' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(field()).toHaveAttribute('name', 'q');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
  });

  it('asks once typing pauses, from two letters, for the page language', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'а');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field(), 'мбр');
    await screen.findByRole('listbox', { name: 'Підказки пошуку' });
    expect(requested().map((params) => Object.fromEntries(params))).toEqual([
      { q: 'амбр', locale: 'uk', limit: '5' },
    ]);
  });

  it('shows products with picture, name and price, then categories, notes, articles and all results', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    const listbox = await screen.findByRole('listbox', { name: 'Підказки пошуку' });
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('group')).toHaveLength(4);
    for (const name of ['Аромати', 'Категорії', 'Ноти та характер', 'Статті']) {
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    }
    const options = screen.getAllByRole('option');
    // Prices print with narrow no-break spaces ("1 200 ₴"), read here as plain ones.
    expect(options.map((option) => option.textContent?.replace(/\s/g, ' '))).toEqual([
      'Velvet Amberвід 1 200 ₴ · 30 мл',
      'Жіночі',
      'Амбра',
      'Як носити амбру',
      'Усі результати для «амбр»',
    ]);
    expect(listbox.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('status')).toHaveTextContent('5 підказок');
  });

  it('moves through the options with the arrows and opens the chosen one with Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    await screen.findByRole('listbox');

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Velvet Amber/ });
    expect(field()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Амбра' }).id,
    );
    await user.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Жіночі' }).id,
    );

    await user.keyboard('{Enter}');
    expect(mockPush).toHaveBeenCalledWith('/catalog/women');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(searchEvents()).toEqual([]);
  });

  it('opens a note as the catalogue filtered by it, and an article by its slug', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    await user.click(await screen.findByRole('option', { name: 'Амбра' }));
    expect(mockPush).toHaveBeenLastCalledWith('/catalog?ingredient=amber');

    await user.click(field());
    await user.click(await screen.findByRole('option', { name: 'Як носити амбру' }));
    expect(mockPush).toHaveBeenLastCalledWith('/article/how-to-wear-amber');
  });

  it('without a chosen option, Enter goes to the results page and sends GA4 search', async () => {
    const user = userEvent.setup();
    renderSearch('en');
    await user.type(screen.getByRole('combobox', { name: 'Search fragrances' }), ' oud noir {Enter}');
    expect(mockPush).toHaveBeenCalledWith('/en/search?q=oud+noir');
    expect(searchEvents()).toEqual([{ event: 'search', search_term: 'oud noir' }]);
  });

  it('the last row opens all results and counts as a search', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    await user.click(await screen.findByRole('option', { name: 'Усі результати для «амбр»' }));
    expect(mockPush).toHaveBeenCalledWith('/search?q=%D0%B0%D0%BC%D0%B1%D1%80');
    expect(searchEvents()).toEqual([{ event: 'search', search_term: 'амбр' }]);
  });

  it('Escape closes the list, a second Escape empties the field', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveValue('амбр');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('a click outside closes the list; focusing the field again shows it with no option chosen', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant');
    await user.click(screen.getByText('Сторінка'));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(field());
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  });

  it('tabbing on past the field closes the list', async () => {
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    await screen.findByRole('listbox');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрити пошук' })).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('an answer with every list empty offers only all results', async () => {
    fetchMock.mockImplementation(() => answer(empty));
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'zzz');
    await screen.findByRole('listbox');
    expect(screen.queryAllByRole('group', { name: /./ })).toEqual([]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Усі результати для «zzz»',
    ]);
  });

  it.each([
    ['a refusal', () => answer({ error: { code: 'rate_limited', message: 'Забагато запитів' } }, 429)],
    ['an answer it cannot read', () => answer({ query: 'амбр', products: [{ id: 'x' }] })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('after %s it shows no list, and Enter still searches', async (_, respond) => {
    fetchMock.mockImplementation(respond);
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'амбр');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(mockPush).toHaveBeenCalledWith('/search?q=%D0%B0%D0%BC%D0%B1%D1%80');
  });

  it('a newer query aborts the older request, and a list typed before comes from memory', async () => {
    const signals: AbortSignal[] = [];
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      signals.push(init.signal!);
      // The first request hangs until it is aborted.
      if (signals.length === 1) return new Promise(() => {});
      return answer({ ...filled, query: new URL(url, 'http://shop').searchParams.get('q') });
    });
    const user = userEvent.setup();
    renderSearch();
    await user.type(field(), 'ам');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.type(field(), 'б');
    await screen.findByRole('listbox');
    expect(signals[0]!.aborted).toBe(true);
    expect(requested().map((params) => params.get('q'))).toEqual(['ам', 'амб']);

    await user.type(field(), 'р');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await user.type(field(), '{Backspace}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('option', { name: 'Усі результати для «амб»' })).toBeInTheDocument();
  });

  it('on a phone its button opens the field, and Escape on the empty field closes it again', async () => {
    const user = userEvent.setup();
    renderSearch();
    const open = screen.getByRole('button', { name: 'Відкрити пошук' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(field()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Закрити пошук' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');

    // Before the page hydrates it is a link to the results page, whose own field works without JavaScript.
    expect(open).toHaveAttribute('href', '/search');
    open.focus();
    await user.keyboard(' ');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(mockPush).not.toHaveBeenCalled();
  });
});
