import type { Language } from '@/config/shop';
import { isInternalCategory } from '@/domain/catalog/category-conventions';
import type { ProductSummary } from '@/domain/catalog/product';
import { loadSearchableCatalog } from '@/server/woocommerce/catalog';
import { startSandboxProcess, useAsShopBackend, type SandboxProcess } from '@/test-support/sandbox-process';
import { keptShopSearch } from './kept-shop-search';
import { searchProducts, suggest } from './search-shop';

/*
 * What shoppers type, against the demo catalogue (the sandbox's seed): names exact, half-typed,
 * misspelt and typed in the other script, notes and scent types in three languages, categories.
 * Each expects the top result (or the whole answer) a shopper would call right. The understanding
 * is general (src/domain/search): no query here is known to the code.
 */

let sandbox: SandboxProcess;
/** Per product id, its names, notes and filter values in all three languages, lower case. */
const described = new Map<number, string>();

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  useAsShopBackend(sandbox.url);
  for (const lng of ['uk', 'en', 'ru'] as const) {
    for (const { summary, notes } of await loadSearchableCatalog(lng)) {
      const terms = Object.values(summary.facets).flatMap((facet) => facet.map((term) => term.name));
      const text = [summary.name, ...notes, ...terms].join(' ').toLowerCase();
      described.set(summary.id, `${described.get(summary.id) ?? ''} ${text}`);
    }
  }
  // The index's answers, not WooCommerce's own search, which answers while the index is first built.
  await keptShopSearch();
});
afterAll(() => sandbox.close());

const names = (products: ProductSummary[]) => products.map((p) => p.name);

describe('a product by its name', () => {
  it.each<[Language, string, RegExp]>([
    // As written
    ['uk', 'Velvet Amber 07', /^Velvet Amber 07$/],
    ['en', 'Oud Noir', /^Oud Noir/],
    ['ru', 'Santal Cream', /^Santal Cream/],
    ['en', 'lip & eye kit', /^Lip & Eye Kit$/],
    // Latin names typed in Cyrillic, as they sound
    ['uk', 'уд нуар', /^Oud Noir/],
    ['uk', 'велвет амбер', /^Velvet Amber/],
    ['ru', 'сантал крем', /^Santal Cream/],
    ['uk', 'кашемір роуз', /^Cashmere Rose/],
    ['ru', 'кашемир роуз', /^Cashmere Rose/],
    ['uk', 'джинджер файр', /^Ginger Fire/],
    ['uk', 'айріс паудер', /^Iris Powder/],
    ['ru', 'салтед карамел', /^Salted Caramel/],
    ['uk', 'жасмин найт', /^Jasmine Night/],
    ['uk', 'седар вуд', /^Cedar Wood/],
    ['en', 'сітрус блум', /^Citrus Bloom/],
    ['ru', 'блэк пеппер', /^Black Pepper/],
    ['uk', 'вайт уд', /^White Oud/],
    ['uk', 'вайлд сейдж', /^Wild Sage/],
    ['uk', 'маск мелоу', /^Musk Mallow/],
    ['uk', 'неролі сан', /^Neroli Sun/],
    ['ru', 'блю фужер', /^Blue Fougere/],
    ['uk', 'лезер роуд', /^Leather Road/],
    ['uk', 'кенді амбер', /^Candy Amber/],
    // Cyrillic names typed in Latin
    ['en', 'pomada', /Lipstick/],
    ['uk', 'tush dlia obiemu', /^Туш для об'єму$/],
    // Typos: one edit from 4 letters, two from 8
    ['en', 'Velvet Ambr', /^Velvet Amber/],
    ['en', 'ocean breze', /^Ocean Breeze/],
    ['en', 'gardenia blis', /^Gardenia Bliss/],
    ['en', 'tuberoze mon', /^Tuberose Moon/],
    ['uk', 'бергамот штром', /^Bergamot Storm/],
    ['en', 'cahsmere', /^Cashmere Rose/],
    // Prefixes, as the shopper types
    ['en', 'sakur', /^Sakura Mist/],
    ['ru', 'тубер', /^Tuberose Moon/],
    ['uk', 'джиндж', /^Ginger Fire/],
    // Letter variants and apostrophes
    ['uk', 'ґарденія', /^Gardenia Bliss/],
    ['uk', 'туш для об’єму', /^Туш для об'єму$/],
    ['uk', 'туш для обʼєму', /^Туш для об'єму$/],
    ['uk', 'туш для об`єму', /^Туш для об'єму$/],
    ['ru', 'тушь для объема', /^Тушь для объёма$/],
  ])('%s "%s"', async (lng, query, top) => {
    const [first] = await searchProducts(lng, query);
    expect(first?.name).toMatch(top);
  });

  it('a half-typed word offers every name that goes on with it', async () => {
    const found = names(await searchProducts('uk', 'velv'));
    expect(found).toEqual(expect.arrayContaining(['Velvet Amber 07', 'Матова помада Velvet']));
    expect(found.filter((name) => /^Plum Velvet/.test(name))).toHaveLength(1);
    expect(found.every((name) => /velvet/i.test(name))).toBe(true);
  });

  it('"оуд" offers both perfumes with oud in their names first', async () => {
    const [first, second] = names(await searchProducts('uk', 'оуд'));
    expect([first, second].sort()).toEqual([
      expect.stringMatching(/^Oud Noir/),
      expect.stringMatching(/^White Oud/),
    ]);
  });
});

describe('a note, an ingredient or a scent type, in any of the three languages', () => {
  it.each<[Language, string, string[]]>([
    ['uk', 'ваніль', ['vanilla', 'ваніль', 'ваниль']],
    ['en', 'vanilla', ['vanilla', 'ваніль', 'ваниль']],
    ['ru', 'ваниль', ['vanilla', 'ваніль', 'ваниль']],
    ['uk', 'ваниль', ['vanilla', 'ваніль', 'ваниль']],
    ['en', 'ваніль', ['vanilla', 'ваніль', 'ваниль']],
    ['uk', 'бергамот', ['bergamot', 'бергамот']],
    ['uk', 'рожевий перець', ['pink pepper', 'рожевий перець']],
    ['ru', 'розовый перец', ['pink pepper', 'розовый перец']],
    ['en', 'pink pepper', ['pink pepper']],
    ['uk', 'жасмін', ['jasmine', 'жасмин']],
    ['en', 'sandalwood', ['sandalwood', 'сандал', 'sandal', 'santal']],
    ['ru', 'мускус', ['musk', 'мускус']],
    ['uk', 'деревний', ['деревний', 'woody', 'древесный']],
    ['en', 'woody', ['woody', 'wood']],
    ['ru', 'древесный', ['деревний', 'woody', 'древесный', 'wood']],
    ['uk', 'фужерний', ['fougère', 'fougere']],
    ['ru', 'цветочный', ['floral']],
    ['en', 'gourmand', ['gourmand']],
    ['uk', 'ванільний', ['vanilla', 'ваніль', 'ваниль']],
    ['ru', 'сандаловый', ['sandal', 'santal', 'сандал']],
    ['uk', 'жасминовий', ['jasmine', 'жасмин']],
  ])('%s "%s": the first results carry it', async (lng, query, needles) => {
    const found = await searchProducts(lng, query);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const product of found.slice(0, 5)) {
      expect(needles.some((needle) => described.get(product.id)!.includes(needle))).toBe(true);
    }
  });

  it('"vanilla" puts the perfume named for it first', async () => {
    expect((await searchProducts('uk', 'ваніль'))[0].name).toMatch(/^Vanilla Silk/);
  });
});

describe("a word of a name typed in the shopper's own language", () => {
  it.each<[Language, string, RegExp]>([
    ['uk', 'тютюн', /Tobacco/],
    ['ru', 'табак', /Tobacco/],
    ['uk', 'кава', /^Coffee Bean/],
    ['uk', 'морський', /^Marine Salt/],
    ['uk', 'чорний перець', /^Black Pepper/],
    ['ru', 'черный перец', /^Black Pepper/],
    ['uk', 'троянда', /Rose/],
    ['ru', 'оксамит', /Velvet/],
    ['uk', 'лаванда', /^Lavender Field/],
    ['ru', 'соленая карамель', /^Salted Caramel/],
    ['uk', 'зелений чай', /^Green Tea/],
    ['ru', 'зеленый чай', /^Green Tea/],
    ['uk', 'інжир', /^Fig Garden/],
    ['uk', 'кокос', /^Coconut Milk/],
    ['en', 'помада', /Lipstick|помада/i],
    ['en', 'rose', /Rose/],
    ['uk', 'нічний', /Night/],
  ])('%s "%s"', async (lng, query, top) => {
    const [first] = await searchProducts(lng, query);
    expect(first?.name).toMatch(top);
  });
});

describe('a category', () => {
  it.each<[Language, string, string]>([
    ['uk', 'чоловічі', 'men'],
    ['ru', 'мужские ароматы', 'men'],
    ['en', 'unisex', 'unisex'],
    ['uk', 'жіночі аромати', 'women'],
    ['ru', 'акции', 'promotions'],
    ['uk', 'для чоловіків', 'men'],
    ['en', 'for women', 'women'],
  ])('%s "%s": the category is suggested and its products come first', async (lng, query, slug) => {
    const suggestions = await suggest(lng, query, 6);
    expect(suggestions.categories[0]?.slug).toBe(slug);
    const found = await searchProducts(lng, query);
    for (const product of found.slice(0, 10)) {
      expect(product.categories.map((c) => c.slug)).toContain(slug);
    }
  });
});

describe('what search never answers', () => {
  it('"xyzzy" finds nothing anywhere', async () => {
    expect(await searchProducts('uk', 'xyzzy')).toEqual([]);
    expect(await suggest('en', 'xyzzy', 6)).toEqual({
      query: 'xyzzy',
      products: [],
      categories: [],
      terms: [],
      articles: [],
    });
  });

  it.each<[Language, string]>([
    ['en', 'Mini Velvet Amber 1 ml'],
    ['uk', 'Velvet Amber 2 мл'],
    ['uk', 'подарунковий сертифікат'],
    ['en', 'discovery set'],
    ['uk', 'пробник'],
    ['en', 'surprise gift'],
  ])('%s "%s": no sample, gift sample, set or certificate carrier', async (lng, query) => {
    const found = await searchProducts(lng, query);
    const categories = found.flatMap((product) => product.categories.map((c) => c.slug));
    expect(categories.filter(isInternalCategory)).toEqual([]);
  });
});

describe('sold-out products', () => {
  it('come after every product that can be bought, however well they match', async () => {
    const found = await searchProducts('uk', 'smoky');
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.at(-1)).toMatchObject({ name: 'Палетка тіней Smoky', inStock: false });
    expect(found.slice(0, -1).every((product) => product.inStock)).toBe(true);
  });
});
