/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import { toCardProduct } from '@/domain/catalog/card-product';
import { summary } from '@/domain/catalog/product-summary.test-support';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { RecentlyViewed } from './recently-viewed';
import { RECENTLY_VIEWED_STORAGE_KEY } from './recently-viewed-atoms';
import { RecordView } from './record-view';

type Asked = { ids: number[]; locale: string };

/** POST /api/products for a shop that sells products 1–20. */
function shopAnswering(status = 200) {
  const asked: Asked[] = [];
  global.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Asked;
    asked.push(body);
    const products = body.ids.filter((id) => id <= 20).map((id) => toCardProduct(summary(id)));
    return { ok: status === 200, status, json: async () => (status === 200 ? { products } : {}) };
  }) as unknown as typeof fetch;
  return asked;
}

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null');

/** A product page's part of it: it records its product and shows the row without it. */
function ProductPage({ id, lng = 'uk' }: { id: number; lng?: 'uk' | 'en' }) {
  return (
    <TestI18nProvider lng={lng}>
      <RecentlyViewed lng={lng} currentId={id} />
      <RecordView productId={id} />
    </TestI18nProvider>
  );
}

describe('recently viewed', () => {
  const realFetch = global.fetch;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    global.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('a product page records its product first and shows the others, newest first, without itself', async () => {
    const asked = shopAnswering();
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([5, 4, 3]));
    render(<ProductPage id={4} />);
    const row = await screen.findByRole('region', { name: 'Ви переглядали' });
    const names = within(row).getAllByRole('heading', { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(['Perfume 5', 'Perfume 3']);
    expect(stored()).toEqual([4, 5, 3]);
    expect(asked.at(-1)).toEqual({ ids: [5, 3], locale: 'uk' });
  });

  it('keeps the 8 newest products, each once', async () => {
    shopAnswering();
    const { rerender } = render(<ProductPage id={1} />);
    for (const id of [2, 3, 4, 5, 6, 7, 8, 9, 10, 3]) rerender(<ProductPage id={id} />);
    expect(stored()).toEqual([3, 10, 9, 8, 7, 6, 5, 4]);
    const row = await screen.findByRole('region', { name: 'Ви переглядали' });
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('heading', { level: 3 })
          .map((name) => name.textContent),
      ).toEqual([10, 9, 8, 7, 6, 5, 4].map((id) => `Perfume ${id}`)),
    );
  });

  it('a first visit shows no row and asks the shop nothing', () => {
    const asked = shopAnswering();
    render(<ProductPage id={7} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(asked).toEqual([]);
    expect(stored()).toEqual([7]);
  });

  it('when the shop does not answer the row stays away (logged)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const asked = shopAnswering(503);
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([5]));
    render(<ProductPage id={4} lng="en" />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(asked).toEqual([{ ids: [5], locale: 'en' }]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
