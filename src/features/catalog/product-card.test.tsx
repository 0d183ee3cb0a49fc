/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { summary } from '@/domain/catalogue/product-summary.test-support';
import { ProductCard } from './product-card';

// A server component: awaited here for the element it renders, as React would on the server.
async function renderCard(...args: Parameters<typeof ProductCard>) {
  render(await ProductCard(...args));
}

describe('product card', () => {
  it('a sold-out product shows the "Немає в наявності" badge and still links to its page', async () => {
    await renderCard({ product: summary(7, { name: 'Matte Lipstick', inStock: false }), lng: 'uk' });
    expect(screen.getByText('Немає в наявності')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matte Lipstick' })).toHaveAttribute('href', '/perfume-7');
    expect(screen.queryByRole('button')).toBeNull();
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
});
