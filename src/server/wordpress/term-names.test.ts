import { termNameEntries, termNamesIn } from './term-names';
import { wpQuery } from './client';

jest.mock('./client', () => ({ wpQuery: jest.fn() }));
const query = wpQuery as jest.MockedFunction<typeof wpQuery>;

afterEach(() => query.mockReset());

it('reads the rows of an options page, a row of another field type included', () => {
  const problems = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(
    termNameEntries([
      { term: 'Ваніль', name: 'Vanilla', description: null },
      null,
      { term: ['Жіночі аромати'], name: "Women's fragrances", description: 'For her' },
      { term: 'Шкіра', name: { text: 'Leather' }, description: '' },
    ]),
  ).toEqual([
    { term: 'Ваніль', name: 'Vanilla', description: '' },
    { term: 'Жіночі аромати', name: "Women's fragrances", description: 'For her' },
    { term: 'Шкіра', name: '', description: '' },
  ]);
  expect(problems).toHaveBeenCalledWith(expect.stringContaining('termNames[2].name'));
  problems.mockRestore();
});

it('Ukrainian needs no query: the names are WooCommerce’s own', async () => {
  expect((await termNamesIn('uk')).name('Ваніль')).toBe('Ваніль');
  expect(query).not.toHaveBeenCalled();
});

it('when WordPress cannot be read, the catalogue keeps its Ukrainian names', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  query.mockRejectedValue(new Error('WordPress did not answer'));
  expect((await termNamesIn('en')).name('Ваніль')).toBe('Ваніль');
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('term names (en)'), expect.any(Error));
  logged.mockRestore();
});

it('English names come from the English options page', async () => {
  query.mockResolvedValue({
    siteOptionsEn: { optionsFields: { termNames: [{ term: 'Ваніль', name: 'Vanilla', description: '' }] } },
  } as never);
  expect((await termNamesIn('en')).name('Ваніль')).toBe('Vanilla');
});
