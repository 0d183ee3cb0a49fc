import { createInstance } from 'i18next';
import { cartResources } from './cart-locales';

function translator(lng: 'uk' | 'en' | 'ru') {
  const i18n = createInstance();
  void i18n.init({
    lng,
    resources: { [lng]: { cart: cartResources[lng] } },
    defaultNS: 'cart',
    initAsync: false,
  });
  return i18n.t.bind(i18n);
}

/** Keys with the plural suffix taken off, so languages with different plural forms compare equal. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|few|many|other)$/, '')];
  return [
    ...new Set(Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))),
  ].sort();
}

describe('cart texts', () => {
  it('every language has the same texts', () => {
    expect(keys(cartResources.en)).toEqual(keys(cartResources.uk));
    expect(keys(cartResources.ru)).toEqual(keys(cartResources.uk));
  });

  it.each([
    [1, '1 товар'],
    [3, '3 товари'],
    [5, '5 товарів'],
    [11, '11 товарів'],
    [21, '21 товар'],
    [22, '22 товари'],
  ])('Ukrainian counts %i pieces as "%s"', (count, text) => {
    expect(translator('uk')('basket.pieces', { count })).toBe(text);
  });

  it.each([
    [1, '1 товар'],
    [3, '3 товара'],
    [5, '5 товаров'],
    [21, '21 товар'],
  ])('Russian counts %i pieces as "%s"', (count, text) => {
    expect(translator('ru')('basket.pieces', { count })).toBe(text);
  });

  it('Ukrainian and Russian name the remaining aromas in the right form', () => {
    expect(translator('uk')('set.remaining', { count: 1 })).toBe('Залишилось обрати 1 аромат');
    expect(translator('uk')('set.remaining', { count: 5 })).toBe('Залишилось обрати 5 ароматів');
    expect(translator('ru')('set.remaining', { count: 2 })).toBe('Осталось выбрать 2 аромата');
  });

  it('English uses one and other', () => {
    expect(translator('en')('basket.pieces', { count: 1 })).toBe('1 item');
    expect(translator('en')('basket.pieces', { count: 2 })).toBe('2 items');
  });
});
