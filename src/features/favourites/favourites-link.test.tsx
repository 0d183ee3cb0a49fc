/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FavouriteButton } from './favourite-button';
import { FAVOURITES_STORAGE_KEY } from './favourites-atoms';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { FavouritesLink } from './favourites-link';

function renderHeader(lng: 'uk' | 'en' | 'ru' = 'uk') {
  render(
    <TestI18nProvider lng={lng}>
      <FavouritesLink lng={lng} />
      <FavouriteButton
        variant="icon"
        labels={{ add: 'Додати в обране: Velvet Amber 07', remove: 'Прибрати з обраного: Velvet Amber 07' }}
        productId={10}
        item={{ item_id: '10', item_name: 'Velvet Amber 07' }}
      />
    </TestI18nProvider>,
  );
}

const storeIds = (count: number) =>
  localStorage.setItem(
    FAVOURITES_STORAGE_KEY,
    JSON.stringify(Array.from({ length: count }, (_, i) => i + 100)),
  );

describe('the header’s favourites link', () => {
  beforeEach(() => localStorage.clear());

  it('leads to the favourites page and counts what the hearts save', async () => {
    const user = userEvent.setup();
    renderHeader();
    const link = screen.getByRole('link', { name: 'Обране, 0 товарів' });
    expect(link).toHaveAttribute('href', '/favourites');

    await user.click(screen.getByRole('button', { name: 'Додати в обране: Velvet Amber 07' }));
    expect(link).toHaveAccessibleName('Обране, 1 товар');
    expect(link).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Прибрати з обраного: Velvet Amber 07' }));
    expect(link).toHaveAccessibleName('Обране, 0 товарів');
  });

  it.each([
    ['uk', 3, 'Обране, 3 товари'],
    ['uk', 5, 'Обране, 5 товарів'],
    ['uk', 21, 'Обране, 21 товар'],
    ['ru', 2, 'Избранное, 2 товара'],
    ['ru', 11, 'Избранное, 11 товаров'],
    ['en', 2, 'Favourites, 2 items'],
  ] as const)('in %s, %i stored favourites read "%s"', (lng, count, name) => {
    storeIds(count);
    renderHeader(lng);
    expect(screen.getByRole('link', { name })).toHaveAttribute(
      'href',
      lng === 'uk' ? '/favourites' : `/${lng}/favourites`,
    );
  });
});
