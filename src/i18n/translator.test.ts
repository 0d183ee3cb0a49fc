import { createInstance, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@/config/shop';
import { NAMESPACES, resources } from './resources';
import { Translator, type TextsByLanguage } from './translator';

/*
 * The islands' translator answers as i18next does with the options the server gives it
 * (server-t.ts, next-i18next's): every text of every language and namespace, each plural form
 * reached through its count, values filled in, and the fallbacks a missing text takes.
 */

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1.5, -1];

function i18next(lng: Language, store: TextsByLanguage = resources) {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: 'uk',
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    resources: structuredClone(store) as never,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Every value a text asks for, with HTML and a `{{` in it: neither may be escaped or filled again. */
function valuesFor(text: string): Record<string, string> {
  const names = [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim());
  return Object.fromEntries(names.map((name) => [name, `<b>${name}</b> & {{count}}`]));
}

describe.each(LANGUAGES)('%s', (lng) => {
  const reference = i18next(lng);
  const ours = new Translator(lng, resources);

  it.each(NAMESPACES)('answers every text of %s as i18next does', (ns) => {
    const theirs = reference.getFixedT(lng, ns);
    const mine = ours.getFixedT(lng, ns);
    const keys = [...new Set(keysOf(resources[lng][ns]).map((key) => key.replace(PLURAL_SUFFIX, '')))];
    expect(keys.length).toBeGreaterThan(0);
    let compared = 0;
    for (const key of keys) {
      const plain = theirs(key);
      const values = valuesFor(typeof plain === 'string' ? plain : '');
      expect([key, mine(key)]).toEqual([key, plain]);
      expect([key, mine(key, values)]).toEqual([key, theirs(key, values)]);
      for (const count of COUNTS) {
        expect([key, count, mine(key, { ...values, count })]).toEqual([
          key,
          count,
          theirs(key, { ...values, count }),
        ]);
        compared += 1;
      }
      // A `common:` key from another namespace's t, and the same text through a key prefix.
      expect(mine(`${ns}:${key}`)).toBe(theirs(`${ns}:${key}`));
      const dot = key.lastIndexOf('.');
      if (dot > 0) {
        const prefixed = (t: TFunction | ReturnType<Translator['getFixedT']>) =>
          t(key.slice(dot + 1), values);
        expect(prefixed(ours.getFixedT(lng, ns, key.slice(0, dot)))).toBe(
          prefixed(reference.getFixedT(lng, ns, key.slice(0, dot))),
        );
      }
    }
    expect(compared).toBe(keys.length * COUNTS.length);
  });

  it('falls back as i18next does: the next namespace, then common, then Ukrainian, then the key', () => {
    const partial: TextsByLanguage = {
      uk: { common: { only: { uk: 'лише українською {{name}}' } }, cart: { both: 'кошик' } },
      [lng]: { cart: { mine: 'cart {{name}}' }, common: { shared: 'common {{name}}' } },
    };
    const theirs = i18next(lng, partial);
    const mine = new Translator(lng, partial);
    const asked: [string | string[], string, Record<string, unknown>][] = [
      [['checkout', 'cart'], 'mine', { name: 'A' }],
      [['checkout', 'cart'], 'shared', { name: 'B' }],
      ['cart', 'only.uk', { name: 'C' }],
      ['cart', 'both', {}],
      ['cart', 'missing.key {{name}}', { name: 'D' }],
      ['cart', 'common:shared', {}],
      ['cart', 'only', {}],
      ['cart', 'constructor', {}],
      ['cart', 'mine.__proto__', {}],
      ['cart', 'mine', { name: undefined }],
      ['cart', 'mine', { name: null }],
      ['cart', 'mine', { name: 42 }],
      ['cart', 'why: this is a sentence, not a key', {}],
      ['checkout', 'mine', { ns: 'cart', name: 'E' }],
      ['checkout', 'mine', { ns: ['favourites', 'cart'] }],
      ['cart', 'only.uk', { lng: 'uk', name: 'F' }],
      ['cart', 'mine', { lng: 'uk' }],
    ];
    for (const [ns, key, values] of asked) {
      expect([ns, key, mine.getFixedT(lng, ns)(key, values)]).toEqual([
        ns,
        key,
        theirs.getFixedT(lng, ns)(key, values),
      ]);
    }
  });
});

it('adds a namespace once and answers from it at once', () => {
  const translator = new Translator('en', { en: { common: { brand: 'Aroma' } } });
  const t = translator.getFixedT(null, 'product');
  expect(t('gallery.label')).toBe('gallery.label');
  expect(translator.hasNamespace('en', 'product')).toBe(false);
  translator.addNamespace('en', 'product', { gallery: { label: 'Photos' } });
  translator.addNamespace('en', 'product', { gallery: { label: 'Other' } });
  expect(translator.hasNamespace('en', 'product')).toBe(true);
  expect(t('gallery.label')).toBe('Photos');
});
