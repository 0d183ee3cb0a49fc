/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { summary } from '@/domain/catalog/product-summary.test-support';
import { TestI18nProvider } from '@/i18n/test-i18n-provider';
import { ProductCard } from './product-card';

// A server component: awaited here for the element it renders, as React would on the server; its
// heart is a client island, so the card sits in the providers the layout gives the browser.
async function renderCard(...args: Parameters<typeof ProductCard>) {
  const card = await ProductCard(...args);
  return render(<TestI18nProvider lng={args[0].lng}>{card}</TestI18nProvider>);
}

/** The paragraph holding what the shopper pays: the card's price line. */
const priceLine = (text: string | RegExp) => screen.getByText(text).closest('p')!;

describe('product card', () => {
  it('a sold-out product shows the "Немає в наявності" badge and still links to its page', async () => {
    await renderCard({ product: summary(7, { name: 'Matte Lipstick', inStock: false }), lng: 'uk' });
    expect(screen.getByText('Немає в наявності')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matte Lipstick' })).toHaveAttribute('href', '/perfume-7');
    // No add-to-cart on a card: its one button is the heart.
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Додати в обране: Matte Lipstick',
    ]);
  });

  it('the heart is a toggle button of its own beside the link, never inside it', async () => {
    await renderCard({ product: summary(9, { name: 'Velvet Amber 07' }), lng: 'uk' });
    const heart = screen.getByRole('button', { name: 'Додати в обране: Velvet Amber 07' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart.closest('a')).toBeNull();
    expect(screen.getByRole('link').querySelector('button')).toBeNull();
    expect(heart.closest('article')).toBe(screen.getByRole('article'));
  });

  it('the heart speaks the page’s language', async () => {
    const { unmount } = await renderCard({ product: summary(9, { name: 'Velvet Amber 07' }), lng: 'en' });
    expect(screen.getByRole('button', { name: 'Add to favourites: Velvet Amber 07' })).toBeInTheDocument();
    unmount();
    await renderCard({ product: summary(9, { name: 'Velvet Amber 07' }), lng: 'ru' });
    expect(screen.getByRole('button', { name: 'Добавить в избранное: Velvet Amber 07' })).toBeInTheDocument();
  });

  it('a product in stock has no badge', async () => {
    await renderCard({ product: summary(8, { name: 'Velvet Amber' }), lng: 'uk' });
    expect(screen.getByRole('link', { name: 'Velvet Amber' })).toBeInTheDocument();
    expect(screen.queryByText('Немає в наявності')).toBeNull();
  });

  it('the badge speaks the page’s language', async () => {
    await renderCard({ product: summary(7, { inStock: false }), lng: 'en' });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('a variable perfume shows "від" its lowest price and the volume that price is for', async () => {
    await renderCard({
      product: summary(1, { price: 1300, regularPrice: 1300, priceVolumeMl: 30 }),
      lng: 'uk',
    });
    const line = priceLine('від 1 300 ₴');
    expect(within(line).getByText('30 мл')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).toBeNull();
  });

  it('in English the same reads "from 1,300 ₴" and "30 ml"', async () => {
    await renderCard({
      product: summary(1, { price: 1300, regularPrice: 1300, priceVolumeMl: 30 }),
      lng: 'en',
    });
    expect(within(priceLine('from 1,300 ₴')).getByText('30 ml')).toBeInTheDocument();
  });

  it('a simple product without a volume shows its price alone', async () => {
    await renderCard({ product: summary(2, { type: 'simple', price: 450, regularPrice: 450 }), lng: 'uk' });
    expect(priceLine('450 ₴')).toHaveTextContent(/^450 ₴$/);
  });

  it('on sale: the old price struck through and named for screen readers, and a "−20 %" badge', async () => {
    await renderCard({
      product: summary(3, {
        price: 1040,
        regularPrice: 1300,
        salePrice: 1040,
        onSale: true,
        priceVolumeMl: 30,
      }),
      lng: 'uk',
    });
    const line = priceLine('від 1 040 ₴');
    expect(within(line).getByRole('deletion')).toHaveTextContent('1 300 ₴');
    expect(within(line).getByText('Стара ціна')).toHaveClass('visually-hidden');
    expect(screen.getByText('−20 %')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Знижка 20 %')).toHaveClass('visually-hidden');
  });

  it('on sale in English and Russian: "Old price", "Старая цена"', async () => {
    const product = summary(3, { price: 1040, regularPrice: 1300, onSale: true });
    const { unmount } = await renderCard({ product, lng: 'en' });
    expect(screen.getByText('Old price')).toBeInTheDocument();
    expect(screen.getByText('20% off')).toBeInTheDocument();
    unmount();
    await renderCard({ product, lng: 'ru' });
    expect(screen.getByText('Старая цена')).toBeInTheDocument();
    expect(screen.getByText('Скидка 20 %')).toBeInTheDocument();
  });

  it('on sale without a regular price in the list (a WooCommerce variable product) says "Акція", no percent', async () => {
    await renderCard({ product: summary(4, { price: 1040, regularPrice: 1040, onSale: true }), lng: 'uk' });
    expect(screen.getByText('Акція')).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('sold out and on sale: the sold-out badge takes the corner, the old price still shows the sale', async () => {
    await renderCard({
      product: summary(5, { price: 1040, regularPrice: 1300, onSale: true, inStock: false }),
      lng: 'uk',
    });
    expect(screen.getByText('Немає в наявності')).toBeInTheDocument();
    expect(screen.queryByText('−20 %')).toBeNull();
    expect(screen.queryByText('Акція')).toBeNull();
    expect(screen.getByRole('deletion')).toHaveTextContent('1 300 ₴');
  });

  it.each([
    ['uk', 1, 'Оцінка 5 з 5, 1 відгук'],
    ['uk', 3, 'Оцінка 5 з 5, 3 відгуки'],
    ['uk', 12, 'Оцінка 5 з 5, 12 відгуків'],
    ['uk', 21, 'Оцінка 5 з 5, 21 відгук'],
    ['en', 1, 'Rated 5 out of 5, 1 review'],
    ['en', 12, 'Rated 5 out of 5, 12 reviews'],
    ['ru', 1, 'Оценка 5 из 5, 1 отзыв'],
    ['ru', 3, 'Оценка 5 из 5, 3 отзыва'],
    ['ru', 12, 'Оценка 5 из 5, 12 отзывов'],
  ] as const)('the rating in %s with %i reviews reads "%s"', async (lng, count, label) => {
    await renderCard({ product: summary(6, { rating: 5, ratingCount: count }), lng });
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
  });

  it('an average is read with one decimal in the page’s notation', async () => {
    const product = summary(6, { rating: 4.46, ratingCount: 12 });
    const { unmount } = await renderCard({ product, lng: 'uk' });
    expect(screen.getByRole('img', { name: 'Оцінка 4,5 з 5, 12 відгуків' })).toBeInTheDocument();
    unmount();
    await renderCard({ product, lng: 'en' });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
  });

  it('a product without reviews has no rating line', async () => {
    await renderCard({ product: summary(7, { rating: 0, ratingCount: 0 }), lng: 'uk' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText(/★/)).toBeNull();
  });

  it('with price, sale, volume and rating the card is still one link named by the product alone', async () => {
    const { container } = await renderCard({
      product: summary(8, {
        name: 'Velvet Amber 07',
        price: 1040,
        regularPrice: 1300,
        onSale: true,
        priceVolumeMl: 30,
        rating: 4.5,
        ratingCount: 12,
      }),
      lng: 'uk',
    });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAccessibleName('Velvet Amber 07');
    // e2e/catalog.spec.ts reads `article p span:first-child` as each card's price: exactly one, the current one.
    const read = [...container.querySelectorAll('article p span:first-child')].map((el) =>
      el.textContent?.replace(/\s/g, ' '),
    );
    expect(read).toEqual(['від 1 040 ₴']);
  });
});
