import { LANGUAGES } from '@/config/shop';
import { NAMESPACES, resourcesFor } from './resources';

/** docs/glossary.md's "never" column: words the shop does not use for its own things. */
const NEVER = [
  /Дискавері-сет/i,
  /Дискавери-сет/i,
  /набір пробників/i,
  /набор пробников/i,
  /sample set/i,
  /колесо фортуни/i,
  /wheel of fortune/i,
  /\bvoucher\b/i,
  /ваучер/i,
  /\ba [aeiou]\w/,
  /wishlist/i,
  /список бажань/i,
  /список желаний/i,
];

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(texts);
}

describe('glossary', () => {
  it.each(LANGUAGES)('%s locales use one word for one thing (docs/glossary.md)', (lng) => {
    const all = texts(resourcesFor(lng, [...NAMESPACES])[lng]);
    const found = all.filter((text) => NEVER.some((word) => word.test(text)));
    expect(found).toEqual([]);
  });
});
