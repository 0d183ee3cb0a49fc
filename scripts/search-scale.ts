// `npx tsx --expose-gc scripts/search-scale.ts [products]`: how the embedded search index
// (src/domain/search) scales: builds it for a generated catalogue of 5,000 products (default) in
// three languages, as the shop builds it from its catalogue reads, and reports the build time, the
// heap it holds, the digest the shop compares on each check, and how many suggestions a second one
// core answers for queries as they are typed, every one searched and with the answers the index
// keeps (docs/search.md). In process: no server, no platform.
import { createHash } from 'node:crypto';
import os from 'node:os';
import {
  GENERATED_FIRST_WORDS,
  GENERATED_SECOND_WORDS,
} from '../sandbox/src/woocommerce/generated-perfume-words';
import { LANGUAGES, type Language } from '../src/config/shop';
import { toCardProduct } from '../src/domain/catalog/card-product';
import type { ProductSummary, TermRef } from '../src/domain/catalog/product';
import {
  buildShopSearch,
  type SearchCatalog,
  type SearchableProduct,
  type ShopSearch,
} from '../src/domain/search/shop-search';

const COUNT = Number(process.argv[2] ?? 5000);
const QUERY_SECONDS = 5;

type Named = Record<Language, string>;
const named = (uk: string, en: string, ru: string): Named => ({ uk, en, ru });

const INGREDIENTS: [string, Named][] = [
  ['vanilla', named('Ваніль', 'Vanilla', 'Ваниль')],
  ['rose', named('Троянда', 'Rose', 'Роза')],
  ['oud', named('Уд', 'Oud', 'Уд')],
  ['bergamot', named('Бергамот', 'Bergamot', 'Бергамот')],
  ['musk', named('Мускус', 'Musk', 'Мускус')],
  ['sandalwood', named('Сандал', 'Sandalwood', 'Сандал')],
  ['jasmine', named('Жасмин', 'Jasmine', 'Жасмин')],
  ['amber', named('Амбра', 'Amber', 'Амбра')],
  ['patchouli', named('Пачулі', 'Patchouli', 'Пачули')],
  ['tonka', named('Боби тонка', 'Tonka bean', 'Бобы тонка')],
  ['lavender', named('Лаванда', 'Lavender', 'Лаванда')],
  ['leather', named('Шкіра', 'Leather', 'Кожа')],
  ['iris', named('Ірис', 'Iris', 'Ирис')],
  ['vetiver', named('Ветивер', 'Vetiver', 'Ветивер')],
  ['pink-pepper', named('Рожевий перець', 'Pink pepper', 'Розовый перец')],
  ['mandarin', named('Мандарин', 'Mandarin', 'Мандарин')],
  ['cedar', named('Кедр', 'Cedar', 'Кедр')],
  ['peony', named('Півонія', 'Peony', 'Пион')],
  ['fig', named('Інжир', 'Fig', 'Инжир')],
  ['coffee', named('Кава', 'Coffee', 'Кофе')],
];
const SCENTS: [string, Named][] = [
  ['floral', named('Квітковий', 'Floral', 'Цветочный')],
  ['woody', named('Деревний', 'Woody', 'Древесный')],
  ['oriental', named('Східний', 'Oriental', 'Восточный')],
  ['fresh', named('Свіжий', 'Fresh', 'Свежий')],
  ['gourmand', named('Гурманський', 'Gourmand', 'Гурманский')],
  ['citrus', named('Цитрусовий', 'Citrus', 'Цитрусовый')],
];
const CATEGORIES: [string, Named][] = [
  ['women', named('Жіночі аромати', "Women's fragrances", 'Женские ароматы')],
  ['men', named('Чоловічі аромати', "Men's fragrances", 'Мужские ароматы')],
  ['unisex', named('Унісекс', 'Unisex', 'Унисекс')],
];
function generatedCatalog(count: number): SearchCatalog {
  let seed = 20261127;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const products: Record<Language, SearchableProduct[]> = { uk: [], en: [], ru: [] };
  for (let id = 1; id <= count; id++) {
    const name = `${pick(GENERATED_FIRST_WORDS)} ${pick(GENERATED_SECOND_WORDS)} ${String(1 + (id % 99)).padStart(2, '0')}`;
    const notes = Array.from({ length: 6 }, () => pick(INGREDIENTS));
    const scent = pick(SCENTS);
    const [categorySlug, category] = pick(CATEGORIES);
    for (const lng of LANGUAGES) {
      const term = ([slug, names]: [string, Named]): TermRef => ({ slug, name: names[lng] });
      const summary: ProductSummary = {
        id,
        slug: `${name.toLowerCase().replaceAll(' ', '-')}-${id}`,
        name,
        sku: `P${id}`,
        price: 1000 + (id % 900),
        regularPrice: 1000 + (id % 900),
        salePrice: null,
        onSale: false,
        priceVolumeMl: 30,
        rating: 4.5,
        ratingCount: id % 30,
        totalSales: id % 600,
        dateCreated: '2026-01-01T00:00:00',
        image: { src: `/wp-content/uploads/generated/${id}.png`, alt: name },
        categories: [{ id: 15, slug: categorySlug, name: category[lng] }],
        tags: [],
        facets: { intensity: [], trail: [], ingredient: notes.slice(0, 3).map(term), scent: [term(scent)] },
        inStock: id % 9 !== 0,
        type: 'variable',
      };
      const text = (from: number) =>
        notes
          .slice(from, from + 2)
          .map(([, n]) => n[lng])
          .join(', ');
      products[lng].push({ summary, notes: [text(0), text(2), text(4)] });
    }
  }
  const categories = (lng: Language) => CATEGORIES.map(([slug, n]) => ({ slug, name: n[lng] }));
  return { products, categories: { uk: categories('uk'), en: categories('en'), ru: categories('ru') } };
}

const QUERIES: [Language, string][] = [
  ['uk', 'уд нуар'],
  ['uk', 'ваніль'],
  ['uk', 'велв'],
  ['uk', 'деревний'],
  ['en', 'vanilla'],
  ['en', 'santal crem'],
  ['en', 'pink pepper'],
  ['en', 'rose'],
  ['ru', 'жасмин'],
  ['ru', 'мужские'],
  ['ru', 'бергамот'],
  ['uk', 'xyzzy'],
  ['en', 'cashmere velvet'],
  ['uk', 'кашемір'],
];

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

/** Suggestions answered for QUERY_SECONDS, one after another, as GET /api/search answers them. */
function suggestions(search: ShopSearch, queries: [Language, string][]) {
  const latencies: number[] = [];
  const until = performance.now() + QUERY_SECONDS * 1000;
  let i = 0;
  while (performance.now() < until) {
    const [lng, query] = queries[i++ % queries.length];
    const started = performance.now();
    // What one suggestion answer costs: the route's work less HTTP, its limit and the article titles.
    search.products(lng, query).slice(0, 6).map(toCardProduct);
    search.categories(lng, query);
    search.terms(lng, query);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.floor(latencies.length * q)].toFixed(2);
  return `${(latencies.length / QUERY_SECONDS).toFixed(0)}/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms`;
}

/** Each query as the field sends it while it is typed: every prefix from two letters on. */
const TYPED: [Language, string][] = QUERIES.flatMap(([lng, query]) =>
  Array.from({ length: query.length - 1 }, (_, i): [Language, string] => [lng, query.slice(0, i + 2)]),
);

function measure(count: number): void {
  const catalog = generatedCatalog(count);
  const before = heapMb();
  const built = performance.now();
  const search = buildShopSearch(catalog);
  const buildMs = performance.now() - built;
  const heap = heapMb() - before;
  const digested = performance.now();
  createHash('sha256').update(JSON.stringify(catalog)).digest('base64');
  const digestMs = performance.now() - digested;
  console.log(
    `${count} products × ${LANGUAGES.length} languages: build ${buildMs.toFixed(0)} ms, heap +${heap.toFixed(1)} MB` +
      `${gc ? '' : ' (no --expose-gc: rough)'}, digest ${digestMs.toFixed(0)} ms`,
  );
  const computed = buildShopSearch(catalog, { rememberedAnswers: 0 });
  console.log(`  every suggestion searched (${TYPED.length} typed queries): ${suggestions(computed, TYPED)}`);
  console.log(`  with the index's kept answers:             ${suggestions(search, TYPED)}`);
}

console.log(`${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}`);
measure(150);
measure(COUNT);
