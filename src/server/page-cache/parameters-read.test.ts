import fs from 'node:fs';
import path from 'node:path';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import { parseReviewsQuery } from '@/domain/reviews/reviews-page';
import { parseSearchQuery } from '@/domain/search/search-query';
import { UNKEPT_SECTIONS } from './page-cache';
import { keptQuery, PARAMETERS_READ } from './parameters-read';

/*
 * A kept page is rendered for the parameters it reads (parameters-read.ts): a page that reads one
 * the table does not name would show every visitor the page rendered without it.
 */

const PAGES = path.resolve(__dirname, '../../app/[lng]');

/** Each page route under [lng] (`/catalog/[slug]`) with its source. */
function pages(dir: string, route = ''): { route: string; source: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(file, `${route}/${entry.name}`);
    return /^page\.tsx?$/.test(entry.name)
      ? [{ route: route || '/', source: fs.readFileSync(file, 'utf8') }]
      : [];
  });
}

/** The keys a parser looked up in the record it was given. */
function keysRead(parse: (record: Record<string, string | string[]>) => unknown): string[] {
  const seen = new Set<string>();
  const record = new Proxy({} as Record<string, string | string[]>, {
    get: (target, key) => {
      if (typeof key === 'string') seen.add(key);
      return Reflect.get(target, key);
    },
  });
  parse(record);
  return [...seen].sort();
}

describe('the parameters each page reads', () => {
  it('names every page that reads its query, and only pages that do', () => {
    const kept = pages(PAGES).filter(({ route }) => !UNKEPT_SECTIONS.has(route.split('/')[1]));
    const reading = kept.filter(({ source }) => /\bsearchParams\b/.test(source)).map(({ route }) => route);
    expect(reading).toContain('/catalog/[slug]');
    expect(reading.filter((route) => !(route in PARAMETERS_READ))).toEqual([]);
    expect(Object.keys(PARAMETERS_READ).filter((route) => !reading.includes(route))).toEqual([]);
  });

  it('lists every key the catalogue’s, the search’s and the reviews’ parsers read', () => {
    expect(keysRead(parseCatalogQuery)).toEqual([...PARAMETERS_READ['/catalog/[slug]']].sort());
    expect(keysRead(parseCatalogQuery)).toEqual([...PARAMETERS_READ['/catalog']].sort());
    expect(keysRead(parseSearchQuery)).toEqual([...PARAMETERS_READ['/search']].sort());
    expect(keysRead(parseReviewsQuery)).toEqual([...PARAMETERS_READ['/reviews']].sort());
  });

  it('a parsed query is the same from the address as sent and from its kept query', () => {
    const search =
      '?ref=partner&scent=woody,amber&sort=price-asc&Sort=date&utm_source=mail&page=2&q=%D1%80%D0%BE%D0%B7%D0%B0+%D0%BC%D1%83%D1%81&x=%3Cb%3E&rating=4&intensity=light&intensity=intense';
    const parse = (query: string) => new URLSearchParams(query);
    for (const pathname of ['/catalog/women', '/en/catalog']) {
      expect(parseCatalogQuery(parse(keptQuery(pathname, search)))).toEqual(parseCatalogQuery(parse(search)));
    }
    expect(parseSearchQuery(parse(keptQuery('/ru/search', search)))).toEqual(parseSearchQuery(parse(search)));
    const record = (query: string) => Object.fromEntries(parse(query));
    expect(parseReviewsQuery(record(keptQuery('/reviews', search)))).toEqual(
      parseReviewsQuery(record(search)),
    );
  });
});

describe('keptQuery', () => {
  it('keeps only what the page at the path reads, each pair as sent, ordered by name', () => {
    expect(keptQuery('/catalog/women', '?sort=price-asc&ref=7&page=2')).toBe('?page=2&sort=price-asc');
    expect(keptQuery('/en/catalog/women', '?ref=7&_hsenc=x&fb_source=y')).toBe('');
    expect(keptQuery('/catalog', '?scent=b&sort=x&scent=a')).toBe('?scent=b&scent=a&sort=x');
    expect(keptQuery('/search', '?q=%D0%B0+b&x=1')).toBe('?q=%D0%B0+b');
    expect(keptQuery('/orange-blossom-33', '?volume=50-ml&ref=1')).toBe('?volume=50-ml');
    expect(keptQuery('/ru/discovery-set', '?aroma=vanilla&gclid=1')).toBe('?aroma=vanilla');
    expect(keptQuery('/blog/news', '?page=3&utm_medium=email')).toBe('?page=3');
    expect(keptQuery('/reviews', '?rating=5&volume=1')).toBe('?rating=5');
  });

  it('keeps nothing for a page that reads no parameter', () => {
    expect(keptQuery('/', '?page=2&ref=1')).toBe('');
    expect(keptQuery('/en', '?sort=date')).toBe('');
    expect(keptQuery('/article/162', '?page=2')).toBe('');
    expect(keptQuery('/catalog/women/extra', '?sort=date')).toBe('');
  });

  it('reads names as the page does and never throws on a broken address', () => {
    expect(keptQuery('/catalog', '?s%6Frt=date&Sort=x&sort')).toBe('?s%6Frt=date&sort');
    expect(keptQuery('/catalog', '?%E0%A4%A=1&page=%ZZ&&=&page')).toBe('?page=%ZZ&page');
    expect(keptQuery('/catalog', '?')).toBe('');
    expect(keptQuery('/catalog', '')).toBe('');
  });
});
