/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { Category } from '@/domain/catalog/product';
import { SearchWayOn } from './search-way-on';

const category = (slug: string, name: string): Category => ({
  id: slug.length,
  slug,
  name,
  parentId: 0,
  description: '',
  image: null,
  count: 3,
  order: 0,
});

it('a search that found nothing says so and leads on to the categories and the contacts', async () => {
  // A server component: its output is rendered as the page would send it.
  render(
    await SearchWayOn({
      lng: 'en',
      query: 'zzzz',
      bestsellers: [],
      categories: [category('women', 'Women'), category('men', 'Men')],
    }),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Nothing found for “zzzz”.');
  const categories = screen.getByRole('navigation', { name: 'Categories' });
  expect(
    within(categories)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Women', '/en/catalog/women'],
    ['Men', '/en/catalog/men'],
  ]);
  expect(screen.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/en/contacts');
});
