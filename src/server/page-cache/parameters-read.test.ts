import fs from 'node:fs';
import path from 'node:path';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import { parseReviewsQuery } from '@/domain/reviews/reviews-page';
import { parseSearchQuery } from '@/domain/search/search-query';
import { UNKEPT_SECTIONS } from './page-cache';
import { keptQuery, PARAMETERS_READ } from './parameters-read';

/** The build's page routes as the proxy reads them (page-routes.ts); none, as under `next dev`, unless a test sets them. */
let mockBuiltRoutes: readonly string[] | null = null;
jest.mock('@/server/not-found/page-routes', () => ({ builtPageRoutes: () => mockBuiltRoutes }));

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
    const searches = [
      '?ref=partner&scent=woody,amber&sort=price-asc&Sort=date&utm_source=mail&page=2&q=%D1%80%D0%BE%D0%B7%D0%B0+%D0%BC%D1%83%D1%81&x=%3Cb%3E&rating=4&intensity=light&intensity=intense',
      '?sort=zzz&page=0&rating=6&trail=%3Cscript%3E,strong,STRONG&q=++a++b++&ingredient=',
      '?page=99999999&sort=relevance&scent=%25d1%2580&scent=a&scent=a&q=',
      '?sort=rating-desc&sort=date&page=3&page=1&rating=2&rating=5',
    ];
    const parse = (query: string) => new URLSearchParams(query);
    const record = (query: string) => Object.fromEntries(parse(query));
    for (const search of searches) {
      for (const pathname of ['/catalog/women', '/en/catalog']) {
        expect(parseCatalogQuery(parse(keptQuery(pathname, search)))).toEqual(
          parseCatalogQuery(parse(search)),
        );
      }
      expect(parseSearchQuery(parse(keptQuery('/ru/search', search)))).toEqual(
        parseSearchQuery(parse(search)),
      );
      expect(parseReviewsQuery(record(keptQuery('/reviews', search)))).toEqual(
        parseReviewsQuery(record(search)),
      );
    }
  });
});

describe('keptQuery', () => {
  it('keeps only what the page at the path reads, each pair as sent, ordered by name', () => {
    expect(keptQuery('/orange-blossom-33', '?volume=50-ml&ref=1')).toBe('?volume=50-ml');
    expect(keptQuery('/ru/discovery-set', '?aroma=vanilla&gclid=1')).toBe('?aroma=vanilla');
    expect(keptQuery('/blog/news', '?page=3&utm_medium=email')).toBe('?page=3');
    expect(keptQuery('/reviews', '?rating=5&volume=1')).toBe('?rating=5');
    expect(keptQuery('/reviews', '?page=2&x=1&rating=4&page=3')).toBe('?page=2&page=3&rating=4');
  });

  it('keeps a catalogue or search list under the one address the shop’s own links give it', () => {
    expect(keptQuery('/catalog/women', '?sort=price-asc&ref=7&page=2')).toBe('?sort=price-asc&page=2');
    expect(keptQuery('/en/catalog/women', '?ref=7&_hsenc=x&fb_source=y')).toBe('');
    expect(keptQuery('/catalog', '?scent=b&sort=popularity&scent=a')).toBe('?scent=a,b&sort=popularity');
    expect(keptQuery('/catalog', '?sort=zzz&page=1&rating=9&scent=%3Cb%3E')).toBe('');
    expect(keptQuery('/search', '?q=%D0%B0+b&x=1')).toBe('?q=%D0%B0+b');
    expect(keptQuery('/en/search', '?q=rose&sort=relevance')).toBe('?q=rose');
    // A Cyrillic term's slug is percent-encoded UTF-8 (sanitize_title): its `%` travels as `%25`.
    expect(keptQuery('/catalog', '?scent=%25d1%2580%25d0%25be')).toBe('?scent=%25d1%2580%25d0%25be');
  });

  it('keeps nothing for a page that reads no parameter', () => {
    expect(keptQuery('/', '?page=2&ref=1')).toBe('');
    expect(keptQuery('/en', '?sort=date')).toBe('');
    expect(keptQuery('/article/162', '?page=2')).toBe('');
    expect(keptQuery('/catalog/women/extra', '?sort=date')).toBe('');
  });

  it('reads names as the page does and never throws on a broken address', () => {
    expect(keptQuery('/reviews', '?r%61ting=5&Rating=1&rating')).toBe('?r%61ting=5&rating');
    expect(keptQuery('/reviews', '?%E0%A4%A=1&page=%ZZ&&=&page')).toBe('?page=%ZZ&page');
    expect(keptQuery('/catalog', '?%E0%A4%A=1&page=%ZZ&&=&page&scent=%')).toBe('?scent=%25');
    expect(keptQuery('/catalog', '?')).toBe('');
    expect(keptQuery('/catalog', '')).toBe('');
  });
});

describe('keptQuery in a build', () => {
  afterEach(() => {
    mockBuiltRoutes = null;
  });

  it('matches a path to its page as Next does: a static page reads nothing that `/[slug]` would', () => {
    expect(keptQuery('/en/about', '?volume=50-ml')).toBe('?volume=50-ml');
    mockBuiltRoutes = pages(PAGES).map(({ route }) => route);
    expect(mockBuiltRoutes).toContain('/about');
    expect(keptQuery('/en/about', '?volume=50-ml')).toBe('');
    expect(keptQuery('/certificates', '?volume=1')).toBe('');
    expect(keptQuery('/en/orange-blossom-33', '?volume=50-ml&ref=1')).toBe('?volume=50-ml');
    expect(keptQuery('/catalog/women', '?scent=b,a&utm_source=x')).toBe('?scent=a,b');
    expect(keptQuery('/ru/discovery-set', '?aroma=vanilla')).toBe('?aroma=vanilla');
  });
});
