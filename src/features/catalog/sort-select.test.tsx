/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CATALOG_QUERY, sortKeysOf, type CatalogQuery } from '@/domain/catalog/catalog-query';
import { SortSelect } from './sort-select';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

function renderSort(pathname: string, query: CatalogQuery) {
  return render(
    <SortSelect
      pathname={pathname}
      query={query}
      texts={{
        label: 'Сортування',
        apply: 'Застосувати',
        options: sortKeysOf(query).map((key) => ({ key, label: key })),
      }}
    />,
  );
}

it('on the search page the order starts at relevance and keeps the term, with and without JavaScript', async () => {
  const query: CatalogQuery = { ...DEFAULT_CATALOG_QUERY, sort: 'relevance', q: 'musk', page: 2 };
  const { container } = renderSort('/search', query);
  const select = screen.getByRole('combobox', { name: 'Сортування' });
  expect(select).toHaveValue('relevance');
  expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
    'relevance',
    'date',
    'popularity',
    'price-asc',
    'price-desc',
    'rating-asc',
    'rating-desc',
  ]);
  // The plain GET form sends the term along; the chosen order replaces the default.
  expect(
    [...container.querySelectorAll('input[type=hidden]')].map((input) => input.getAttribute('name')),
  ).toEqual(['q']);
  await userEvent.setup().selectOptions(select, 'price-asc');
  expect(mockPush).toHaveBeenCalledWith('/search?q=musk&sort=price-asc', { scroll: false });
});

it('the catalogue offers no relevance order', () => {
  renderSort('/catalog', DEFAULT_CATALOG_QUERY);
  expect(screen.queryByRole('option', { name: 'relevance' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Сортування' })).toHaveValue('date');
});
