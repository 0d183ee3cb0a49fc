import type { Metadata } from 'next';
import { alternatesFor, translatedAlternates } from './alternates';

const SITE = 'https://aroma.example/';

describe('alternatesFor', () => {
  it('gives the home page in three languages, Ukrainian at the root', () => {
    const alternates = alternatesFor('/', SITE, 'en') satisfies Metadata['alternates'];
    expect(alternates).toEqual({
      canonical: 'https://aroma.example/en',
      languages: {
        uk: 'https://aroma.example/',
        en: 'https://aroma.example/en',
        ru: 'https://aroma.example/ru',
        'x-default': 'https://aroma.example/',
      },
    });
  });

  it('prefixes nested paths for en and ru only; the canonical is the language rendered', () => {
    const alternates = alternatesFor('/catalog/women', SITE);
    expect(alternates.canonical).toBe('https://aroma.example/catalog/women');
    expect(alternates.languages).toEqual({
      uk: 'https://aroma.example/catalog/women',
      en: 'https://aroma.example/en/catalog/women',
      ru: 'https://aroma.example/ru/catalog/women',
      'x-default': 'https://aroma.example/catalog/women',
    });
    expect(alternatesFor('/catalog/women', SITE, 'ru').canonical).toBe(
      'https://aroma.example/ru/catalog/women',
    );
  });

  it('accepts an already prefixed path and keeps a canonical query', () => {
    const alternates = alternatesFor('/en/catalog?intensity=a,b&page=2', SITE, 'en');
    expect(alternates.canonical).toBe('https://aroma.example/en/catalog?intensity=a,b&page=2');
    expect(alternates.languages.uk).toBe('https://aroma.example/catalog?intensity=a,b&page=2');
    expect(alternatesFor('/ru', SITE, 'ru').languages.en).toBe('https://aroma.example/en');
  });
});

describe('translatedAlternates', () => {
  it('names only the languages an article exists in, each with its own id', () => {
    const alternates = translatedAlternates({ uk: '/article/160', ru: '/article/162' }, SITE, 'ru');
    expect(alternates).toEqual({
      canonical: 'https://aroma.example/ru/article/162',
      languages: {
        uk: 'https://aroma.example/article/160',
        ru: 'https://aroma.example/ru/article/162',
        'x-default': 'https://aroma.example/article/160',
      },
    });
  });

  it('has no x-default when the article has no Ukrainian original', () => {
    const alternates = translatedAlternates({ en: '/article/7' }, SITE, 'en');
    expect(alternates.languages).toEqual({ en: 'https://aroma.example/en/article/7' });
  });
});
