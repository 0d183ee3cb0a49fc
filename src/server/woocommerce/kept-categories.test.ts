import { forgetCachedPages } from '@/server/page-cache/page-cache';
import { wooGetAll } from './client';
import { getCategoryBySlug, listCategories } from './products';
import { wooCategorySchema } from './schemas';

/*
 * A catalogue page reads the categories twice a render (its metadata and its page): they are read
 * once for renders in a row, and an edit's webhook (which empties the kept pages) brings the next
 * page the new names.
 */

jest.mock('./client', () => ({ wooGet: jest.fn(), wooGetAll: jest.fn() }));
// English names come from WordPress (term-language.ts); what is kept here is the read as a whole.
jest.mock('./term-language', () => ({ categoriesIn: jest.fn(), variationsIn: jest.fn() }));

const category = (slug: string, name: string, order: number) =>
  wooCategorySchema.parse({
    id: order + 10,
    name,
    slug,
    parent: 0,
    description: '',
    display: 'default',
    image: null,
    menu_order: order,
    count: 3,
  });

beforeEach(() => {
  forgetCachedPages();
  jest
    .mocked(wooGetAll)
    .mockReset()
    .mockResolvedValue([category('men', 'Чоловічі', 2), category('women', 'Жіночі', 1)]);
});

it('reads the categories once for renders in a row, per language, in their order', async () => {
  await getCategoryBySlug('women', 'uk');
  await listCategories('uk');
  expect((await listCategories('uk')).map((c) => c.slug)).toEqual(['women', 'men']);
  await listCategories('en');
  expect(jest.mocked(wooGetAll).mock.calls.map(([path, { lng }]) => [path, lng])).toEqual([
    ['products/categories', 'uk'],
    ['products/categories', 'en'],
  ]);
});

it('shows a renamed category once a webhook has emptied the kept pages', async () => {
  expect((await getCategoryBySlug('women', 'uk'))?.name).toBe('Жіночі');
  jest.mocked(wooGetAll).mockResolvedValue([category('women', 'Для неї', 1)]);
  expect((await getCategoryBySlug('women', 'uk'))?.name).toBe('Жіночі');
  forgetCachedPages();
  expect((await getCategoryBySlug('women', 'uk'))?.name).toBe('Для неї');
});

it('does not keep a failed read, and hands every request the same list no one can reorder', async () => {
  jest.mocked(wooGetAll).mockRejectedValueOnce(new Error('WooCommerce timed out'));
  await expect(listCategories('uk')).rejects.toThrow('timed out');
  const list = await listCategories('uk');
  expect(list.map((c) => c.slug)).toEqual(['women', 'men']);
  expect(() => (list as unknown as unknown[]).reverse()).toThrow(TypeError);
});
