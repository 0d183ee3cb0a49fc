/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { formatPrice } from '@/domain/money';
import { DesktopMenu } from './desktop-menu';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useParams: () => ({}) }));

/** As Testing Library reads text: the price's no-break spaces are spaces. */
const price = (amount: number) => formatPrice(amount, 'uk').replace(/\s/g, ' ');

describe('desktop mega menu', () => {
  it('a featured perfume shows its lowest price as "from", a simple product its price', async () => {
    render(
      await DesktopMenu({
        lng: 'uk',
        featured: [
          {
            slug: 'velvet-amber-07',
            title: 'Velvet Amber 07',
            image: '',
            price: { amount: 1300, from: true },
          },
          {
            slug: 'discovery-set-6',
            title: 'Discovery-набір 6',
            image: '',
            price: { amount: 329, from: false },
          },
          { slug: 'oud-noir-03', title: 'Oud Noir 03', image: '', price: null },
        ],
      }),
    );
    const featured = within(screen.getAllByRole('region', { name: 'Рекомендуємо' })[0]);
    expect(featured.getByRole('link', { name: /Velvet Amber 07/ })).toHaveTextContent(
      `Velvet Amber 07від ${price(1300)}`,
    );
    expect(featured.getByRole('link', { name: /Discovery-набір 6/ })).toHaveTextContent(
      `Discovery-набір 6${price(329)}`,
    );
    expect(featured.getByRole('link', { name: /Oud Noir 03/ })).toHaveTextContent(/^Oud Noir 03$/);
  });
});
