/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import type { ProductVariation } from '@/domain/catalog/product-detail';
import { cartAtom } from '@/features/cart/cart-atoms';
import { ProductGallery } from './product-gallery';
import { VariationPicker } from './variation-picker';

jest.mock('next/navigation', () => ({ useParams: () => ({}) }));

const volume = (id: number, ml: number): ProductVariation => ({
  id,
  sku: `W001-${ml}`,
  volume: `${ml} мл`,
  volumeKey: `${ml}-ml`,
  price: ml * 40,
  regularPrice: ml * 40,
  onSale: false,
  inStock: true,
  image: `https://cdn.example/velvet-${ml}ml.png`,
});
const variations = [volume(2, 30), volume(3, 50)];
const product = {
  id: 1,
  slug: 'velvet-amber-07',
  sku: 'W001',
  name: 'Velvet Amber 07',
  price: 1200,
  regularPrice: 1200,
  categories: [],
  inStock: true,
};
const photos = [
  { src: 'https://cdn.example/velvet-1.png', alt: 'Velvet Amber 07' },
  { src: 'https://cdn.example/velvet-2.png', alt: 'Velvet Amber 07, box' },
];

function renderPage(store = createStore()) {
  render(
    <TestI18nProvider store={store}>
      <ProductGallery
        images={photos}
        productId={1}
        volumeImage={{ src: 'https://cdn.example/velvet-30ml.png', alt: 'Velvet Amber 07, 30 мл' }}
      />
      <VariationPicker product={product} variations={variations} lng="uk" />
    </TestI18nProvider>,
  );
  return store;
}

const mainImage = () => screen.getByRole('region', { name: 'Зображення товару' }).querySelector('img');

describe('product gallery', () => {
  beforeEach(() => localStorage.clear());

  it('shows the chosen volume’s picture, the one the basket line will carry', async () => {
    const user = userEvent.setup();
    const store = renderPage();
    expect(mainImage()).toHaveAttribute('alt', 'Velvet Amber 07, 30 мл');

    await user.click(screen.getByRole('radio', { name: /50 мл/ }));
    expect(mainImage()).toHaveAttribute('alt', 'Velvet Amber 07, 50 мл');
    expect(mainImage()?.getAttribute('src')).toContain(encodeURIComponent('velvet-50ml.png'));

    await user.click(screen.getByRole('button', { name: 'Додати в кошик' }));
    expect(store.get(cartAtom)[0]?.image).toBe('https://cdn.example/velvet-50ml.png');
  });

  it('a thumbnail shows its photo until another volume is chosen', async () => {
    const user = userEvent.setup();
    renderPage();
    const second = screen.getByRole('button', { name: 'Показати зображення 2' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(mainImage()).toHaveAttribute('alt', 'Velvet Amber 07, box');

    await user.click(screen.getByRole('radio', { name: /50 мл/ }));
    expect(mainImage()).toHaveAttribute('alt', 'Velvet Amber 07, 50 мл');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });
});
