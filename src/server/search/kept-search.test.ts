import { LANGUAGES } from '@/config/shop';
import { summary } from '@/domain/catalog/product-summary.test-support';
import type { SearchableProduct } from '@/domain/search/shop-search';
import { forgetCachedPages } from '@/server/page-cache/page-cache';
import { loadSearchableCatalog, searchInWooCommerce } from '@/server/woocommerce/catalog';
import { listCategories } from '@/server/woocommerce/products';
import { listLatestPosts } from '@/server/wordpress/posts';
import { forgetArticleSearch } from './kept-article-search';
import { forgetShopSearch } from './kept-shop-search';
import { searchProducts, suggest } from './search-shop';

/*
 * The index and the article titles kept in the process: read once, answered from memory, read
 * again after a webhook (forgetCachedPages is what /api/revalidate calls), and a blog that fails
 * never breaks the product suggestions.
 */

jest.mock('@/server/woocommerce/catalog', () => ({
  loadSearchableCatalog: jest.fn(),
  searchInWooCommerce: jest.fn(),
}));
jest.mock('@/server/woocommerce/products', () => ({ listCategories: jest.fn() }));
jest.mock('@/server/wordpress/posts', () => ({ listLatestPosts: jest.fn() }));

let catalog: SearchableProduct[];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The clock `ms` on: checks after a webhook wait a few seconds after the last one (bulk edits). */
function later(ms: number) {
  const now = Date.now() + ms;
  jest.spyOn(Date, 'now').mockReturnValue(now);
}

beforeEach(() => {
  forgetShopSearch();
  forgetArticleSearch();
  catalog = [{ summary: summary(1, { name: 'Velvet Amber' }), notes: [] }];
  jest
    .mocked(loadSearchableCatalog)
    .mockReset()
    .mockImplementation(async () => catalog);
  jest.mocked(listCategories).mockReset().mockResolvedValue([]);
  jest
    .mocked(searchInWooCommerce)
    .mockReset()
    .mockResolvedValue([summary(9, { name: 'Velvet (WooCommerce search)' })]);
  jest
    .mocked(listLatestPosts)
    .mockReset()
    .mockResolvedValue([
      { id: 1, slug: 'velvet', title: 'Velvet is back', excerpt: '', date: '', image: null, categories: [] },
    ]);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('builds the index once from every language’s catalogue and answers later searches from memory', async () => {
  expect((await searchProducts('uk', 'velvet')).map((p) => p.name)).toEqual(['Velvet Amber']);
  await searchProducts('en', 'amber');
  await flush();
  expect(
    jest
      .mocked(loadSearchableCatalog)
      .mock.calls.map(([lng]) => lng)
      .sort(),
  ).toEqual([...LANGUAGES].sort());
});

it('reads the catalogue again after a product webhook, at most every 5 s, and answers the change', async () => {
  await searchProducts('uk', 'velvet');
  catalog = [{ summary: summary(1, { name: 'Oud Noir' }), notes: [] }];
  expect((await searchProducts('uk', 'oud')).map((p) => p.name)).toEqual([]);

  forgetCachedPages();
  later(1_000);
  await searchProducts('uk', 'oud');
  await flush();
  expect((await searchProducts('uk', 'oud')).map((p) => p.name)).toEqual([]);

  later(5_000);
  await searchProducts('uk', 'oud'); // still the index built before, while the new one is read
  await flush();
  expect((await searchProducts('uk', 'oud')).map((p) => p.name)).toEqual(['Oud Noir']);
});

it('keeps answering from the index built before when the catalogue cannot be read again', async () => {
  await searchProducts('uk', 'velvet');
  jest.mocked(loadSearchableCatalog).mockRejectedValue(new Error('WooCommerce is down'));
  forgetCachedPages();
  later(5_000);
  await searchProducts('uk', 'velvet');
  await flush();
  expect((await searchProducts('uk', 'velvet')).map((p) => p.name)).toEqual(['Velvet Amber']);
  expect(console.error).toHaveBeenCalled();
});

it('fails the first search when the catalogue cannot be read, and reads again on the next', async () => {
  jest.mocked(loadSearchableCatalog).mockRejectedValueOnce(new Error('WooCommerce is down'));
  await expect(searchProducts('uk', 'velvet')).rejects.toThrow('WooCommerce is down');
  expect((await searchProducts('uk', 'velvet')).map((p) => p.name)).toEqual(['Velvet Amber']);
});

describe('articles', () => {
  it('are suggested by title, in the language asked', async () => {
    const answer = await suggest('uk', 'велвет', 6);
    expect(answer.articles).toEqual([{ slug: 'velvet', title: 'Velvet is back' }]);
    expect(jest.mocked(listLatestPosts)).toHaveBeenCalledWith(expect.objectContaining({ lng: 'uk' }));
  });

  it('a blog that cannot be read leaves the products suggested, without articles, and is logged', async () => {
    jest.mocked(listLatestPosts).mockRejectedValue(new Error('WordPress is down'));
    const answer = await suggest('en', 'velvet', 6);
    expect(answer.products.map((p) => p.name)).toEqual(['Velvet Amber']);
    expect(answer.articles).toEqual([]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('blog'),
      { lng: 'en' },
      expect.any(Error),
    );
  });
});

it('while a large catalogue is first read, WooCommerce’s own search answers; then the index does', async () => {
  const reads: (() => void)[] = [];
  jest
    .mocked(loadSearchableCatalog)
    .mockImplementation(() => new Promise((resolve) => reads.push(() => resolve(catalog))));
  const started = Date.now();
  const first = await suggest('uk', 'velvet', 6);
  expect(Date.now() - started).toBeLessThan(4_000);
  expect(first.products.map((p) => p.name)).toEqual(['Velvet (WooCommerce search)']);
  expect(first.articles.map((a) => a.title)).toEqual(['Velvet is back']);
  expect(jest.mocked(searchInWooCommerce)).toHaveBeenCalledWith('uk', 'velvet');

  for (const finish of reads) finish();
  await flush();
  expect((await searchProducts('uk', 'velvet')).map((p) => p.name)).toEqual(['Velvet Amber']);
  expect(jest.mocked(searchInWooCommerce)).toHaveBeenCalledTimes(1);
});
