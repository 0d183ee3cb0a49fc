import { connection } from 'next/server';
import { renderToStaticMarkup } from 'react-dom/server';
import BenchEmptyPage from './empty/page';
import BenchListPage from './list/page';

jest.mock('next/server', () => ({ connection: jest.fn(async () => undefined) }));

const NOT_FOUND = expect.objectContaining({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });

describe('the benchmark pages', () => {
  const original = process.env.BENCH_PAGES;
  afterEach(() => {
    jest.clearAllMocks();
    if (original === undefined) delete process.env.BENCH_PAGES;
    else process.env.BENCH_PAGES = original;
  });

  it.each([
    ['unset', undefined],
    ['0', '0'],
    ['true', 'true'],
  ])('are not found on a shop started with BENCH_PAGES %s', async (_, value) => {
    if (value === undefined) delete process.env.BENCH_PAGES;
    else process.env.BENCH_PAGES = value;
    await expect(BenchEmptyPage()).rejects.toEqual(NOT_FOUND);
    await expect(BenchListPage()).rejects.toEqual(NOT_FOUND);
    // Asked per request, not frozen into the build's output.
    expect(connection).toHaveBeenCalledTimes(2);
  });

  it('answer on a shop started with BENCH_PAGES=1: the empty page and a list of 30 names with prices', async () => {
    process.env.BENCH_PAGES = '1';
    expect(renderToStaticMarkup(await BenchEmptyPage())).toBe('<p>bench</p>');
    const list = renderToStaticMarkup(await BenchListPage());
    expect(list.match(/<li>/g)).toHaveLength(30);
    expect(list).toContain('<li>Aroma 1 — 1000 ₴</li>');
    expect(list).toContain('<li>Aroma 30 — 2450 ₴</li>');
  });
});
