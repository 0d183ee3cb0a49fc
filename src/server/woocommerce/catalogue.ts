import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { INTERNAL_CATEGORY_SLUGS } from '@/domain/catalogue/category-conventions';
import {
  FACET_ATTRIBUTES,
  FACET_KEYS,
  type FacetKey,
  type ProductSummary,
  type TermRef,
} from '@/domain/catalogue/product';
import { CACHE_TAGS, categoryTag } from '@/server/cache-tags';
import { wooGet } from './client';
import { facetTermIndex, mapProductSummary, type FacetTermIndex } from './map-summary';
import { getCategoryBySlug } from './products';
import { wooAttributeSchema, wooAttributeTermSchema, wooProductSummarySchema } from './schemas';

export { getCategoryBySlug };

/** WooCommerce REST's largest page. */
const WOO_PAGE_SIZE = 100;

const isInternal = (slug: string) => (INTERNAL_CATEGORY_SLUGS as readonly string[]).includes(slug);

/** Internal categories (samples, gifts, sets' parts, certificates) hold building blocks, not shelves. */
export function isInternalCategory(slug: string): boolean {
  return isInternal(slug);
}

async function attributeTerms(lng: Language): Promise<FacetTermIndex> {
  const { data: attributes } = await wooGet('products/attributes', {
    tags: [CACHE_TAGS.products],
    schema: z.array(wooAttributeSchema),
  });
  const terms = await Promise.all(
    FACET_KEYS.map(async (facet): Promise<TermRef[]> => {
      const attribute = attributes.find((a) => a.slug === FACET_ATTRIBUTES[facet]);
      if (!attribute) return [];
      const { data } = await wooGet(`products/attributes/${attribute.id}/terms`, {
        query: { per_page: 100 },
        lng,
        tags: [CACHE_TAGS.products],
        schema: z.array(wooAttributeTermSchema),
      });
      return data.map(({ slug, name }) => ({ slug, name }));
    }),
  );
  return facetTermIndex(
    Object.fromEntries(FACET_KEYS.map((f, i) => [f, terms[i]])) as Record<FacetKey, TermRef[]>,
  );
}

/**
 * Every published product of a category (or of the whole shop, internal categories left out) as
 * list summaries. The first page tells how many there are; the rest are fetched in parallel (the
 * client's queue keeps a few in flight). Each page is cached under `products` and the category's tag.
 */
export const loadCatalogue = cache(async function loadCatalogue(
  lng: Language,
  categorySlug?: string,
): Promise<ProductSummary[]> {
  const category = categorySlug ? await getCategoryBySlug(categorySlug, lng) : undefined;
  if (category === null) return [];
  const tags = [CACHE_TAGS.products, categoryTag(categorySlug ?? 'all')];
  const page = (n: number) =>
    wooGet('products', {
      query: { status: 'publish', category: category?.id, per_page: WOO_PAGE_SIZE, page: n },
      lng,
      tags,
      schema: z.array(wooProductSummarySchema),
    });

  const [first, index] = await Promise.all([page(1), attributeTerms(lng)]);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => page(i + 2)),
  );
  const products = [first, ...rest].flatMap((result) => result.data);
  const shown = category
    ? products
    : products.filter((product) => product.categories.some((c) => !isInternal(c.slug)));
  return shown.map((product) => mapProductSummary(product, index));
});
