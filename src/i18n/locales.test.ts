import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BRAND_NAME, LANGUAGES, type Language } from '@/config/shop';
import type { CartRefusal } from '@/domain/checkout/order-lines';
import type { ValidationCode } from '@/domain/checkout/order-schema';
import type { PromoErrorCode } from '@/domain/promo/coupon';
import { LOCALES_DIR, NAMESPACES, resourcesFor, type CheckoutErrorCode, type Namespace } from './resources';

/** i18next's plural forms a language needs: CLDR's for Ukrainian and Russian, and English's two. */
const PLURAL_FORMS: Record<Language, string[]> = {
  uk: ['few', 'many', 'one', 'other'],
  ru: ['few', 'many', 'one', 'other'],
  en: ['one', 'other'],
};
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text of a namespace by its dotted key. */
function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const texts = (lng: Language, ns: Namespace) => new Map(leaves(resourcesFor(lng, [ns])[lng][ns]));
const folded = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/\{\{-?\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]) : [];

describe('locale files', () => {
  it.each(LANGUAGES)('%s names the shop as everywhere else', (lng) => {
    expect(texts(lng, 'common').get('brand')).toBe(BRAND_NAME);
  });

  it.each(LANGUAGES)('%s has a file for every namespace and no file outside the list', (lng) => {
    const files = readdirSync(path.join(LOCALES_DIR, lng)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });

  describe.each(NAMESPACES)('%s', (ns) => {
    it('has the same keys in every language, plural forms folded', () => {
      const keys = (lng: Language) => [...new Set([...texts(lng, ns).keys()].map(folded))].sort();
      for (const lng of LANGUAGES) expect([lng, keys(lng)]).toEqual([lng, keys('uk')]);
    });

    it('has every plural form of a plural key in every language', () => {
      const plurals = new Set(
        LANGUAGES.flatMap((lng) =>
          [...texts(lng, ns).keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(folded),
        ),
      );
      for (const lng of LANGUAGES) {
        const keys = [...texts(lng, ns).keys()];
        for (const base of plurals) {
          const forms = keys
            .filter((k) => folded(k) === base && k !== base)
            .map((k) => k.slice(base.length + 1));
          expect([lng, base, forms.sort(), keys.includes(base)]).toEqual([
            lng,
            base,
            PLURAL_FORMS[lng],
            false,
          ]);
        }
      }
    });

    it('has no empty text and nothing but texts', () => {
      for (const lng of LANGUAGES) {
        for (const [key, text] of texts(lng, ns)) {
          expect([lng, key, typeof text === 'string' && text.trim() !== '']).toEqual([lng, key, true]);
        }
      }
    });

    it('uses the same {{placeholders}} for a key in every language', () => {
      const byKey = (lng: Language) => {
        const found = new Map<string, Set<string>>();
        for (const [key, text] of texts(lng, ns)) {
          const set = found.get(folded(key)) ?? new Set();
          placeholders(text).forEach((name) => set.add(name));
          found.set(folded(key), set);
        }
        return [...found].map(([key, names]) => [key, [...names].sort()]).sort();
      };
      for (const lng of LANGUAGES) expect([lng, byKey(lng)]).toEqual([lng, byKey('uk')]);
    });
  });

  it('has a message for every code the checkout rules refuse with', () => {
    type WithoutText = Exclude<CartRefusal | PromoErrorCode | ValidationCode, CheckoutErrorCode>;
    // A compile-time check: tsc fails here when a code has no entry in checkout.json's `errors`.
    const everyCodeHasText: [WithoutText] extends [never] ? true : WithoutText = true;
    expect(everyCodeHasText).toBe(true);
  });
});
