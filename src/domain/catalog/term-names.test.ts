import { termKey, termNames, UNTRANSLATED } from './term-names';

const rows = [
  { term: 'Жіночі аромати', name: "Women's fragrances", description: 'Perfumes for her' },
  { term: "Об'єм", name: 'Volume', description: '' },
  { term: '50 мл', name: '50 ml', description: '' },
  { term: 'Ваніль', name: 'Vanilla', description: '' },
  { term: 'Ваніль', name: 'Vanilla (second row)', description: '' },
  { term: 'Троянда', name: '   ', description: '' },
];

describe('term names in a language', () => {
  const names = termNames(rows);

  it('translates a term by its Ukrainian name, whatever its case and spacing', () => {
    expect(names.name('Жіночі аромати')).toBe("Women's fragrances");
    expect(names.name('  жіночі   АРОМАТИ ')).toBe("Women's fragrances");
    expect(names.name('50 мл')).toBe('50 ml');
  });

  it('matches WooCommerce’s entities and the three apostrophes staff type', () => {
    expect(termKey('Об&#039;єм')).toBe(termKey('Обʼєм'));
    expect(names.name('Об’єм')).toBe('Volume');
    expect(names.name('Обʼєм')).toBe('Volume');
    expect(termKey('Tea &amp; Rose')).toBe('tea & rose');
  });

  it('keeps the Ukrainian name where staff wrote no translation, or an empty one', () => {
    expect(names.name('Шкіра')).toBe('Шкіра');
    expect(names.name('Троянда')).toBe('Троянда');
  });

  it('takes the first row written for a name', () => {
    expect(names.name('Ваніль')).toBe('Vanilla');
  });

  it('gives a category its translated description, or keeps the original', () => {
    expect(names.description('Жіночі аромати', 'Парфуми для неї')).toBe('Perfumes for her');
    expect(names.description('50 мл', 'Опис')).toBe('Опис');
  });

  it('without rows changes nothing', () => {
    expect(termNames([])).toBe(UNTRANSLATED);
    expect(UNTRANSLATED.name('Ваніль')).toBe('Ваніль');
  });
});
