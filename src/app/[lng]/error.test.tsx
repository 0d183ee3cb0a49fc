/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import PageError from './error';

function renderError(digest: string | undefined, lng: 'uk' | 'en' | 'ru' = 'uk') {
  const retry = jest.fn();
  render(
    <TestI18nProvider lng={lng}>
      <PageError error={Object.assign(new Error('hidden in production'), { digest })} retry={retry} />
    </TestI18nProvider>,
  );
  return retry;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('a page whose platform did not answer says the shop is temporarily unavailable, and retries', async () => {
  const retry = renderError('PLATFORM_UNAVAILABLE;WooCommerce');
  expect(screen.getByRole('heading', { level: 1, name: 'Магазин тимчасово недоступний' })).toBeVisible();
  expect(screen.getByText('Спробуйте, будь ласка, за кілька хвилин. Ваш кошик збережено.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Спробувати ще раз' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it.each([
  ['en', 'The shop is temporarily unavailable'],
  ['ru', 'Магазин временно недоступен'],
] as const)('says so in %s too', (lng, title) => {
  renderError('PLATFORM_UNAVAILABLE;WordPress', lng);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

it('any other failure keeps the plain "something went wrong"', () => {
  renderError('3141592653');
  expect(screen.getByRole('heading', { level: 1, name: 'Щось пішло не так' })).toBeVisible();
  expect(screen.queryByText(/тимчасово недоступний/)).toBeNull();
});
