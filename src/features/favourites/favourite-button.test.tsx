/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { Ga4Item } from '@/features/analytics/ga4-items';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { useT } from '@/i18n/use-t';
import { FavouriteButton } from './favourite-button';
import { favouriteLabels } from './favourite-labels';
import { FAVOURITES_STORAGE_KEY } from './favourites-atoms';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

const item: Ga4Item = {
  item_id: 'VA-07',
  item_name: 'Velvet Amber 07',
  price: 1300,
  item_category: 'Жіночі аромати',
};

/** The heart as a page draws it: its labels made in the page's language (favouriteLabels). */
function LabelledHeart({ variant }: { variant: 'icon' | 'text' }) {
  const { t } = useT('common');
  const labels = variant === 'icon' ? favouriteLabels(t, 'Velvet Amber 07') : favouriteLabels(t);
  return <FavouriteButton variant={variant} labels={labels} productId={10} item={item} />;
}

function Heart({ lng = 'uk' as const }: { lng?: 'uk' | 'en' | 'ru' }) {
  return (
    <TestI18nProvider lng={lng}>
      <LabelledHeart variant="icon" />
    </TestI18nProvider>
  );
}

const stored = () => JSON.parse(localStorage.getItem(FAVOURITES_STORAGE_KEY) ?? 'null');
const wishlistEvents = () =>
  ((window as DataLayerWindow).dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'add_to_wishlist',
  );

describe('the favourites heart', () => {
  beforeEach(() => {
    localStorage.clear();
    delete (window as DataLayerWindow).dataLayer;
  });

  it('saves the product, and a second press takes it out again', async () => {
    const user = userEvent.setup();
    render(<Heart />);
    const heart = screen.getByRole('button', { name: 'Додати в обране: Velvet Amber 07' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Прибрати з обраного: Velvet Amber 07');
    expect(stored()).toEqual([10]);

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Додати в обране: Velvet Amber 07');
    expect(stored()).toEqual([]);
  });

  it('a saved product is still saved after the page is opened again', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Heart />);
    await user.click(screen.getByRole('button', { name: /Додати в обране/ }));
    unmount();

    // A new page: a new store, the same localStorage.
    render(<Heart lng="en" />);
    expect(screen.getByRole('button', { name: 'Remove from favourites: Velvet Amber 07' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('pushes add_to_wishlist once per add, with the item, and nothing when the product is taken out', async () => {
    const user = userEvent.setup();
    render(<Heart />);
    const heart = screen.getByRole('button', { name: /Velvet Amber 07/ });

    await user.click(heart);
    expect(wishlistEvents()).toEqual([
      { event: 'add_to_wishlist', ecommerce: { currency: 'UAH', value: 1300, items: [item] } },
    ]);
    const layer = (window as DataLayerWindow).dataLayer ?? [];
    expect(layer[layer.length - 2]).toEqual({ ecommerce: null });

    await user.click(heart);
    expect(wishlistEvents()).toHaveLength(1);

    await user.click(heart);
    expect(wishlistEvents()).toHaveLength(2);
  });

  it('on the product page it says what it does in words', async () => {
    const user = userEvent.setup();
    render(
      <TestI18nProvider lng="ru">
        <LabelledHeart variant="text" />
      </TestI18nProvider>,
    );
    const heart = screen.getByRole('button', { name: 'Добавить в избранное' });
    expect(heart).toHaveTextContent('Добавить в избранное');
    await user.click(heart);
    expect(heart).toHaveTextContent('Убрать из избранного');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('the server HTML and the first render agree (unpressed); the stored favourite presses it after', async () => {
    localStorage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify([10]));
    const html = renderToString(<Heart />);
    expect(html).toContain('aria-pressed="false"');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Heart />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toHaveAttribute('aria-pressed', 'true');
    errors.mockRestore();
    container.remove();
  });
});
