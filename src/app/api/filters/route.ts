import { NextResponse } from 'next/server';
import { z } from 'zod';
import { applyCatalogQuery } from '@/domain/catalog/apply-catalog-query';
import { RATINGS, SORT_KEYS } from '@/domain/catalog/catalog-query';
import { parseCatalogQuery } from '@/domain/catalog/parse-catalog-query';
import type { ProductSummary } from '@/domain/catalog/product';
import { INTL_LOCALE } from '@/i18n/languages';
import { apiError } from '@/server/http/api-error';
import { parseJsonBody } from '@/server/http/json-body';
import { localeField } from '@/server/http/locale-field';
import { getCategoryBySlug, loadCatalog } from '@/server/woocommerce/catalog';
import { upstreamError } from '@/server/http/upstream-error';
import { otherMethods } from '@/server/http/other-methods';

/** Spec §9: sets and gifts load everything at once, with per_page 1000. */
const MAX_PER_PAGE = 1000;

const terms = z.union([z.string(), z.array(z.string())]).optional();

const filtersBody = z.object({
  data: z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(12),
    category: z
      .string()
      .regex(/^[a-z0-9%][a-z0-9%_-]*$/, 'a category slug')
      .optional(),
    intensity: terms,
    trail: terms,
    ingredient: terms,
    scent: terms,
    rating: z.coerce
      .number()
      .int()
      .refine((value) => (RATINGS as readonly number[]).includes(value), 'a rating from 1 to 5')
      .optional(),
    sort: z.enum(SORT_KEYS).optional(),
  }),
  locale: localeField,
});

export type FiltersResponse = { products: ProductSummary[]; total: number; pages: number };

/**
 * One page of a category's products, filtered and sorted by the catalogue's own rules. Internal
 * categories are allowed here: the set and gift popups load aroma-samples and gift-samples this way.
 */
export async function POST(request: Request): Promise<NextResponse> {
  const body = await parseJsonBody(request, filtersBody);
  if (!body.ok) return body.response;
  const { data, locale } = body.data;

  try {
    if (data.category && !(await getCategoryBySlug(data.category, locale))) {
      return apiError(404, 'not_found', `No category "${data.category}".`);
    }
    const products = await loadCatalog(locale, data.category);
    const query = parseCatalogQuery({
      intensity: data.intensity,
      trail: data.trail,
      ingredient: data.ingredient,
      scent: data.scent,
      rating: data.rating === undefined ? undefined : String(data.rating),
      sort: data.sort,
      page: String(data.page),
    });
    const result = applyCatalogQuery(products, query, data.per_page, INTL_LOCALE[locale]);
    return NextResponse.json({
      products: result.items,
      total: result.total,
      pages: result.pages,
    } satisfies FiltersResponse);
  } catch (error) {
    console.error('POST /api/filters failed', { data, locale }, error);
    return upstreamError(error, 'upstream_unavailable', 'The catalogue is unavailable; try again shortly.');
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
