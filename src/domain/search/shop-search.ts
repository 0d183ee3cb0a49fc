import { LANGUAGES, type Language } from '@/config/shop';
import { isInternalCategory } from '@/domain/catalog/category-conventions';
import { FACET_KEYS, type FacetKey, type ProductSummary } from '@/domain/catalog/product';
import type { SuggestedTerm } from './search-suggestions';
import { PERFUMERY_WORDS } from './perfumery-words';
import { queryWords, searchWords } from './search-text';
import { textIndex, type TextDocument } from './text-index';

/*
 * The shop's search: one index over every language's texts of a product, so a shopper on any page
 * finds a fragrance by its name, its notes, scent type or category typed in Ukrainian, English or
 * Russian (a Ukrainian page answers "vanilla" and "ваниль" too), and the answer in the page's
 * language. Built from the catalogue the shop has already read; never asks a platform itself.
 */

/** A product as the search reads it: the list summary and its notes texts (top, heart, base). */
export interface SearchableProduct {
  summary: ProductSummary;
  notes: string[];
}

type Named = { slug: string; name: string };

export interface SearchCatalog {
  /** The whole shop's products in each language. */
  products: Record<Language, readonly SearchableProduct[]>;
  /** Product categories in each language. */
  categories: Record<Language, readonly Named[]>;
}

export interface ShopSearch {
  /** Products answering the query, best first, sold-out ones last. */
  products(lng: Language, query: string): ProductSummary[];
  categories(lng: Language, query: string): Named[];
  /** Filter values (notes, ingredients, scent types...) the query names. */
  terms(lng: Language, query: string): SuggestedTerm[];
}

/*
 * Where a word counts most: the name is what a shopper remembers; a scent type or a listed
 * ingredient describes the whole fragrance, a note in the pyramid a part of it; a category or the
 * intensity narrows little.
 */
const PRODUCT_FIELDS = {
  name: 4,
  sku: 2,
  scent: 2,
  ingredient: 1.5,
  notes: 1,
  category: 1.5,
  character: 0.5,
};
type ProductField = keyof typeof PRODUCT_FIELDS;

const FACET_FIELD: Record<FacetKey, ProductField> = {
  scent: 'scent',
  ingredient: 'ingredient',
  intensity: 'character',
  trail: 'character',
};

/** Results in their order, the sold-out ones moved to the end. */
export function soldOutLast(products: ProductSummary[]): ProductSummary[] {
  return [...products.filter((p) => p.inStock), ...products.filter((p) => !p.inStock)];
}

/** Samples, gift samples, set and certificate carriers are parts of other features, never results. */
export function isShelfProduct(product: ProductSummary): boolean {
  return !product.categories.some((category) => isInternalCategory(category.slug));
}

function distinct(texts: Iterable<string>): string[] {
  return [...new Set([...texts].map((text) => text.trim()).filter(Boolean))];
}

function productDocuments(catalog: SearchCatalog): TextDocument<ProductField>[] {
  const texts = new Map<number, Record<ProductField, string[]>>();
  for (const lng of LANGUAGES) {
    for (const { summary, notes } of catalog.products[lng]) {
      if (!isShelfProduct(summary)) continue;
      let fields = texts.get(summary.id);
      if (!fields) {
        fields = {
          name: [],
          sku: [summary.sku],
          scent: [],
          ingredient: [],
          notes: [],
          category: [],
          character: [],
        };
        texts.set(summary.id, fields);
      }
      fields.name.push(summary.name);
      fields.notes.push(...notes);
      fields.category.push(...summary.categories.map((category) => category.name));
      for (const facet of FACET_KEYS) {
        fields[FACET_FIELD[facet]].push(...summary.facets[facet].map((term) => term.name));
      }
    }
  }
  return [...texts].map(([id, fields]) => ({
    id: String(id),
    fields: Object.fromEntries(
      Object.entries(fields).map(([field, values]) => [field, distinct(values)]),
    ) as Record<ProductField, string[]>,
  }));
}

/**
 * The shop's own translations as rows of one meaning: a filter value's or a category's names in
 * every language, where each is one word (Троянда, Rose, Роза).
 */
function translatedWords(catalog: SearchCatalog): string[][] {
  const names = new Map<string, Set<string>>();
  const add = (key: string, name: string) => names.set(key, (names.get(key) ?? new Set()).add(name));
  for (const lng of LANGUAGES) {
    for (const { summary } of catalog.products[lng]) {
      for (const facet of FACET_KEYS)
        for (const term of summary.facets[facet]) add(`${facet}:${term.slug}`, term.name);
    }
    for (const category of catalog.categories[lng]) add(`category:${category.slug}`, category.name);
  }
  return [...names.values()]
    .map((row) => [...row])
    .filter((row) => row.length > 1 && row.every((name) => searchWords(name).length === 1));
}

/** A named thing per language by its key, and the document that finds it by any of its names. */
function namedIndex<T>(
  entries: Iterable<[key: string, lng: Language, item: T, name: string]>,
  synonyms: readonly (readonly string[])[] = [],
) {
  const items = new Map<string, Partial<Record<Language, T>>>();
  const names = new Map<string, Set<string>>();
  for (const [key, lng, item, name] of entries) {
    const byLanguage = items.get(key) ?? {};
    byLanguage[lng] ??= item;
    items.set(key, byLanguage);
    names.set(key, (names.get(key) ?? new Set()).add(name));
  }
  const index = textIndex(
    [...names].map(([id, texts]) => ({ id, fields: { name: distinct(texts) } })),
    { name: 1 },
    synonyms,
  );
  return (lng: Language, query: string): T[] =>
    index.find(query).flatMap(({ id }) => items.get(id)?.[lng] ?? []);
}

/** Product answers kept per search, the least recently asked dropped first. */
const REMEMBERED_ANSWERS = 500;

/**
 * `rememberedAnswers`: how many product answers to keep (0 to measure every search). The index
 * never changes, so an answer stays right, and many shoppers type the same first letters.
 */
export function buildShopSearch(
  catalog: SearchCatalog,
  { rememberedAnswers = REMEMBERED_ANSWERS }: { rememberedAnswers?: number } = {},
): ShopSearch {
  const summaries = Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      new Map(
        catalog.products[lng]
          .filter((p) => isShelfProduct(p.summary))
          .map((p) => [String(p.summary.id), p.summary]),
      ),
    ]),
  ) as Record<Language, Map<string, ProductSummary>>;
  const synonyms = [...PERFUMERY_WORDS, ...translatedWords(catalog)];
  const products = textIndex(productDocuments(catalog), PRODUCT_FIELDS, synonyms);

  // Only what some product on a shelf carries: a category or a filter value that would open an empty list is no answer.
  const shelved = LANGUAGES.flatMap((lng) => [...summaries[lng].values()]);
  const usedCategories = new Set(shelved.flatMap((p) => p.categories.map((c) => c.slug)));
  const categories = namedIndex(
    LANGUAGES.flatMap((lng) =>
      catalog.categories[lng]
        .filter((c) => !isInternalCategory(c.slug) && usedCategories.has(c.slug))
        .map((c): [string, Language, Named, string] => [c.slug, lng, { slug: c.slug, name: c.name }, c.name]),
    ),
    PERFUMERY_WORDS,
  );
  const terms = namedIndex(
    LANGUAGES.flatMap((lng) =>
      [...summaries[lng].values()].flatMap((p) =>
        FACET_KEYS.flatMap((facet) =>
          p.facets[facet].map((t): [string, Language, SuggestedTerm, string] => [
            `${facet}:${t.slug}`,
            lng,
            { facet, slug: t.slug, name: t.name },
            t.name,
          ]),
        ),
      ),
    ),
  );

  const answers = new Map<string, readonly ProductSummary[]>();
  const answer = (lng: Language, query: string): readonly ProductSummary[] => {
    const found = products.find(query, { orElse: true }).flatMap(({ id }) => summaries[lng].get(id) ?? []);
    return soldOutLast(found);
  };

  return {
    products(lng, query) {
      const key = `${lng} ${queryWords(query).join(' ')}`;
      const kept = answers.get(key) ?? answer(lng, query);
      answers.delete(key); // re-inserted last: the map's order is the order of use, oldest first
      if (rememberedAnswers > 0) answers.set(key, kept);
      for (const oldest of answers.keys()) {
        if (answers.size <= rememberedAnswers) break;
        answers.delete(oldest);
      }
      return [...kept];
    },
    categories,
    terms,
  };
}
