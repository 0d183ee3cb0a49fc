import { articleSearch } from './article-search';

it('finds articles by their titles as products are found: any script, typos, word starts', () => {
  const find = articleSearch([
    { slug: 'layering', title: 'Лейєринг: як поєднувати аромати' },
    { slug: 'pyramid', title: 'The fragrance pyramid: top, heart and base notes' },
  ]);
  expect(find('layering')).toEqual([{ slug: 'layering', title: 'Лейєринг: як поєднувати аромати' }]);
  expect(find('пірамід')).toEqual([expect.objectContaining({ slug: 'pyramid' })]);
  expect(find('fragrence')).toEqual([expect.objectContaining({ slug: 'pyramid' })]);
  expect(find('xyzzy')).toEqual([]);
});
