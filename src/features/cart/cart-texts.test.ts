import { serverT } from '@/i18n/server';

describe('cart texts', () => {
  it.each([
    [1, '1 товар'],
    [3, '3 товари'],
    [5, '5 товарів'],
    [11, '11 товарів'],
    [21, '21 товар'],
    [22, '22 товари'],
  ])('Ukrainian counts %i pieces as "%s"', (count, text) => {
    expect(serverT('uk', 'cart')('basket.pieces', { count })).toBe(text);
  });

  it.each([
    [1, '1 товар'],
    [3, '3 товара'],
    [5, '5 товаров'],
    [21, '21 товар'],
  ])('Russian counts %i pieces as "%s"', (count, text) => {
    expect(serverT('ru', 'cart')('basket.pieces', { count })).toBe(text);
  });

  it('Ukrainian and Russian name the remaining aromas in the right form', () => {
    expect(serverT('uk', 'cart')('set.remaining', { count: 1 })).toBe('Залишилось обрати 1 аромат');
    expect(serverT('uk', 'cart')('set.remaining', { count: 5 })).toBe('Залишилось обрати 5 ароматів');
    expect(serverT('ru', 'cart')('set.remaining', { count: 2 })).toBe('Осталось выбрать 2 аромата');
  });

  it('English uses one and other', () => {
    expect(serverT('en', 'cart')('basket.pieces', { count: 1 })).toBe('1 item');
    expect(serverT('en', 'cart')('basket.pieces', { count: 2 })).toBe('2 items');
  });
});
