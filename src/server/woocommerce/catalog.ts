import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { isInternalCategory } from '@/domain/catalog/category-conventions';
import {
  FACET_ATTRIBUTES,
  FACET_KEYS,
  type FacetKey,
  type ProductSummary,
  type TermRef,
} from '@/domain/catalog/product';
import { isShelfProduct, soldOutLast, type SearchableProduct } from '@/domain/search/shop-search';
import { CACHE_TAGS, categoryTag } from '@/server/cache-tags';
import { wooGet, wooGetAll } from './client';
import { productNotes } from './map-product';
import { facetTermIndex, mapProductSummary, type FacetTermIndex } from './map-product-summary';
import { productsIn } from './product-language';
import { keptRead } from '@/server/kept-reads';
import { getCategoryBySlug, productsOfCategory } from './products';
import { wooAttributeSchema } from './schemas';
import { attributeTermsIn } from './term-language';

export { getCategoryBySlug };

async function attributeTerms(lng: Language): Promise<FacetTermIndex> {
  const { data: attributes } = await wooGet('products/attributes', {
    tags: [CACHE_TAGS.products],
    schema: z.array(wooAttributeSchema),
  });
  const terms = await Promise.all(
    FACET_KEYS.map(async (facet): Promise<TermRef[]> => {
      const attribute = attributes.find((a) => a.slug === FACET_ATTRIBUTES[facet]);
      if (!attribute) return [];
      const data = await wooGetAll(`products/attributes/${attribute.id}/terms`, {
        lng,
        tags: [CACHE_TAGS.products],
        schema: attributeTermsIn(lng),
      });
      return data.map(({ slug, name }) => ({ slug, name }));
    }),
  );
  return facetTermIndex(
    Object.fromEntries(FACET_KEYS.map((f, i) => [f, terms[i]])) as Record<FacetKey, TermRef[]>,
  );
}

/** The products a catalogue list shows (internal categories left out of the whole shop's) and their terms. */
async function readCatalog(lng: Language, categorySlug?: string) {
  const tags = [CACHE_TAGS.products, categoryTag(categorySlug ?? 'all')];
  const [products, index] = await Promise.all([
    productsOfCategory(categorySlug, { lng, tags }),
    attributeTerms(lng),
  ]);
  const shown = categorySlug
    ? products
    : products.filter((product) => product.categories.some((c) => !isInternalCategory(c.slug)));
  return { shown, index };
}

/**
 * Every published product of a category (or of the whole shop, internal categories left out) as
 * list summaries. Each page is cached under `products` and the category's tag; the summaries are
 * kept in this process for a few seconds on top (kept-reads.ts), shared by every render and API
 * call meanwhile, so frozen: a caller sorts or filters a copy.
 */
export const loadCatalog = cache(function loadCatalog(
  lng: Language,
  categorySlug?: string,
): Promise<readonly ProductSummary[]> {
  return keptRead(`catalog:${lng}:${categorySlug ?? ''}`, async () => {
    const { shown, index } = await readCatalog(lng, categorySlug);
    return Object.freeze(shown.map((product) => mapProductSummary(product, index)));
  });
});

/** The whole shop's catalogue as the search reads it: the same cached reads, with each product's notes. */
export async function loadSearchableCatalog(lng: Language): Promise<SearchableProduct[]> {
  const { shown, index } = await readCatalog(lng);
  return shown.map((product) => {
    const { top, heart, base } = productNotes(product);
    return { summary: mapProductSummary(product, index), notes: [top, heart, base].filter(Boolean) };
  });
}

/** How many products WooCommerce's own search answers with: the suggestions and a first page. */
const WOOCOMMERCE_SEARCH_SIZE = 24;

/**
 * WooCommerce's own search (`search=`, a LIKE over names and texts: no typos, no other script) as
 * list summaries, in stock first, shelf products only: what a shopper gets while the shop's index
 * is first read from a large catalogue (docs/search.md). Cached like any product read.
 */
export async function searchInWooCommerce(lng: Language, query: string): Promise<ProductSummary[]> {
  const [{ data: products }, index] = await Promise.all([
    wooGet('products', {
      query: { status: 'publish', search: query, per_page: WOOCOMMERCE_SEARCH_SIZE },
      lng,
      tags: [CACHE_TAGS.products],
      schema: productsIn(lng),
    }),
    attributeTerms(lng),
  ]);
  const found = products.map((product) => mapProductSummary(product, index)).filter(isShelfProduct);
  return soldOutLast(found);
}
