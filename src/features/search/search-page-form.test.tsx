/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { SearchPageForm } from './search-page-form';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: mockPush }),
  usePathname: () => '/search',
  useParams: () => ({}),
}));

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

it('the results page field holds the term, and a new term searches again with GA4 search', async () => {
  (window as DataLayerWindow).dataLayer = [];
  const user = userEvent.setup();
  render(
    <TestI18nProvider lng="ru">
      <SearchPageForm lng="ru" query="oud" />
    </TestI18nProvider>,
  );
  const form = screen.getByRole('search', { name: 'Поиск' });
  expect(form).toHaveAttribute('action', '/ru/search');
  const field = screen.getByRole('searchbox', { name: 'Поиск ароматов' });
  expect(field).toHaveValue('oud');
  await user.clear(field);
  await user.type(field, 'ваниль');
  await user.click(screen.getByRole('button', { name: 'Искать' }));
  expect(mockPush).toHaveBeenCalledWith(`/ru/search?q=${encodeURIComponent('ваниль')}`);
  expect((window as DataLayerWindow).dataLayer).toContainEqual({ event: 'search', search_term: 'ваниль' });
});
