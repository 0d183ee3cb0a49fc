/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { Product } from '@/domain/catalog/product';
import { ProductDetails } from './product-details';

const texts = {
  description: 'Опис',
  scentType: 'Тип аромату',
  ingredients: 'Інгредієнти',
  composition: 'Склад',
  notes: 'Ноти',
  notesTop: 'Верхні ноти',
  notesHeart: 'Ноти серця',
  notesBase: 'Базові ноти',
  intensity: 'Інтенсивність',
  trail: 'Шлейф',
  storage: 'Зберігання',
};

const facts = { scentType: '', intensity: '', trail: '', ingredients: '' };

function product(notes: Product['notes']): Product {
  return { description: '', composition: '', storage: '', notes } as Product;
}

it('draws the notes top to base, each tier named for a screen reader, and leaves an empty tier out', () => {
  render(
    <ProductDetails
      product={product({ top: 'Рожевий перець, Лаванда', heart: '', base: 'Жасмин, Ваніль' })}
      facts={facts}
      texts={texts}
    />,
  );
  const notes = screen.getByRole('heading', { name: 'Ноти' }).closest('section')!;
  const terms = within(notes)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(notes)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  expect(terms).toEqual(['Верхні ноти', 'Базові ноти']);
  expect(values).toEqual(['Рожевий перець, Лаванда', 'Жасмин, Ваніль']);
});

it('has no notes section when a product has no notes', () => {
  render(<ProductDetails product={product({ top: '', heart: '', base: '' })} facts={facts} texts={texts} />);
  expect(screen.queryByRole('heading', { name: 'Ноти' })).toBeNull();
});
