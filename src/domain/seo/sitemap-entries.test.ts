import { buildSitemap } from './sitemap-entries';

const SITE = 'https://aroma.example/';

describe('buildSitemap', () => {
  it('lists a product in all three languages, Ukrainian unprefixed, each naming its translations', () => {
    const entries = buildSitemap({ everyLanguage: [{ path: '/velvet-amber-07' }], perLanguage: [] }, SITE);
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://aroma.example/velvet-amber-07',
      'https://aroma.example/en/velvet-amber-07',
      'https://aroma.example/ru/velvet-amber-07',
    ]);
    expect(entries[1]?.alternates?.languages).toEqual({
      uk: 'https://aroma.example/velvet-amber-07',
      en: 'https://aroma.example/en/velvet-amber-07',
      ru: 'https://aroma.example/ru/velvet-amber-07',
      'x-default': 'https://aroma.example/velvet-amber-07',
    });
  });

  it('lists WordPress pages and articles in the language they were written in, once each', () => {
    const entries = buildSitemap(
      {
        everyLanguage: [{ path: '/' }],
        perLanguage: [
          { lng: 'uk', path: '/about', lastModified: '2025-03-01T10:00:00' },
          { lng: 'en', path: '/about' },
          { lng: 'ru', path: '/article/158' },
          { lng: 'ru', path: '/article/158' },
        ],
      },
      SITE,
    );
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://aroma.example/',
      'https://aroma.example/en',
      'https://aroma.example/ru',
      'https://aroma.example/about',
      'https://aroma.example/en/about',
      'https://aroma.example/ru/article/158',
    ]);
    expect(entries[3]?.lastModified).toBe('2025-03-01T10:00:00');
  });
});
