import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { isInternalCategory } from '@/domain/catalogue/category-conventions';
import {
  FACET_ATTRIBUTES,
  FACET_KEYS,
  type FacetKey,
  type ProductSummary,
  type TermRef,
} from '@/domain/catalogue/product';
import { CACHE_TAGS, categoryTag } from '@/server/cache-tags';
import { wooGet, wooGetAll } from './client';
import { facetTermIndex, mapProductSummary, type FacetTermIndex } from './map';
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

/**
 * Every published product of a category (or of the whole shop, internal categories left out) as
 * list summaries. Each page is cached under `products` and the category's tag.
 */
export const loadCatalogue = cache(async function loadCatalogue(
  lng: Language,
  categorySlug?: string,
): Promise<ProductSummary[]> {
  const tags = [CACHE_TAGS.products, categoryTag(categorySlug ?? 'all')];
  const [products, index] = await Promise.all([
    productsOfCategory(categorySlug, { lng, tags }),
    attributeTerms(lng),
  ]);
  const shown = categorySlug
    ? products
    : products.filter((product) => product.categories.some((c) => !isInternalCategory(c.slug)));
  return shown.map((product) => mapProductSummary(product, index));
});
