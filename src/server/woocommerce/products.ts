import 'server-only';
import { z } from 'zod';
import type { Language } from '@/config/shop';
import { isShopProduct } from '@/domain/catalog/category-conventions';
import type { Category, Product } from '@/domain/catalog/product';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import { keptRead } from '@/server/kept-reads';
import { wooGet, wooGetAll } from './client';
import { mapCategory } from './map-category';
import { mapProduct } from './map-product';
import { wooTagSchema, type WooProduct, type WooVariation } from './schemas';
import { productsIn } from './product-language';
import { categoriesIn, variationsIn } from './term-language';

type ProductOrderBy = 'date' | 'popularity' | 'price' | 'rating' | 'title' | 'menu_order';

type ListProductsInput = {
  lng: Language;
  /** Category slug (women, men, bestsellers, …); resolved to WooCommerce's id. */
  category?: string;
  /** Tag slug (bestseller, top). */
  tag?: string;
  orderby?: ProductOrderBy;
  order?: 'asc' | 'desc';
  page?: number;
  /** WooCommerce allows 1–100. */
  perPage?: number;
};

type ProductList = { products: Product[]; total: number; totalPages: number };

const EMPTY: ProductList = { products: [], total: 0, totalPages: 0 };

/**
 * All product categories; slugs and ids are the same in every language, names are translated. Kept
 * a few seconds in the process (kept-reads.ts): a catalogue page reads them twice a render (its
 * metadata and its page), and the cache lookup, the schema and the mapping were ~1.5 ms of it in a
 * CPU profile of 320 renders. Shared between requests: read, never changed.
 */
export function listCategories(lng: Language): Promise<readonly Category[]> {
  return keptRead(`categories:${lng}`, async () => {
    const data = await wooGetAll('products/categories', {
      query: { hide_empty: false },
      lng,
      tags: [CACHE_TAGS.categories],
      schema: categoriesIn(lng),
    });
    return Object.freeze(data.map(mapCategory).sort((a, b) => a.order - b.order));
  });
}

export async function getCategoryBySlug(slug: string, lng: Language): Promise<Category | null> {
  return (await listCategories(lng)).find((category) => category.slug === slug) ?? null;
}

async function tagIdBySlug(slug: string): Promise<number | null> {
  const { data } = await wooGet('products/tags', {
    query: { slug },
    tags: [CACHE_TAGS.products],
    schema: z.array(wooTagSchema),
  });
  return data[0]?.id ?? null;
}

export async function listProducts(input: ListProductsInput): Promise<ProductList> {
  const category = input.category ? await getCategoryBySlug(input.category, input.lng) : undefined;
  // An unknown slug must give an empty list, not every product (WooCommerce ignores a missing filter).
  if (category === null) return EMPTY;
  const tagId = input.tag ? await tagIdBySlug(input.tag) : undefined;
  if (tagId === null) return EMPTY;

  const { data, total, totalPages } = await wooGet('products', {
    query: {
      status: 'publish',
      category: category?.id,
      tag: tagId,
      orderby: input.orderby,
      order: input.order,
      page: input.page,
      per_page: input.perPage,
    },
    lng: input.lng,
    tags: [CACHE_TAGS.products],
    schema: productsIn(input.lng),
  });
  return { products: data.map(mapProduct), total, totalPages };
}

export async function getProductBySlug(slug: string, lng: Language): Promise<Product | null> {
  const { data } = await wooGet('products', {
    query: { slug, status: 'publish' },
    lng,
    tags: [CACHE_TAGS.products, productTag(slug)],
    schema: productsIn(lng),
  });
  return data[0] ? mapProduct(data[0]) : null;
}

type ProductsOfCategoryOptions = {
  lng: Language;
  /** Cache tags of the reads; `products` at least. */
  tags: string[];
  /** In the order the shop arranged them (menu_order); WooCommerce's default is newest first. */
  inMenuOrder?: boolean;
};

/**
 * Every published product of a category (by slug; undefined for the whole shop), through all pages:
 * the spec's "1000 per request" (§9) is reached by paging, WooCommerce allowing 100. An unknown slug
 * gives none, not every product (WooCommerce ignores a missing filter).
 */
export async function productsOfCategory(
  slug: string | undefined,
  { lng, tags, inMenuOrder = false }: ProductsOfCategoryOptions,
): Promise<WooProduct[]> {
  const category = slug ? await getCategoryBySlug(slug, lng) : undefined;
  if (category === null) return [];
  return wooGetAll('products', {
    query: {
      status: 'publish',
      category: category?.id,
      ...(inMenuOrder ? { orderby: 'menu_order', order: 'asc' } : {}),
    },
    lng,
    tags,
    schema: productsIn(lng),
  });
}

const sitemapProductsSchema = z.array(
  z.object({
    slug: z.string(),
    categories: z.array(z.object({ slug: z.string() })).default([]),
    date_modified_gmt: z.string().nullish(),
  }),
);

/**
 * Every published product a shopper can open (on a shelf: not a sample, gift, set carrier or
 * certificate), with when it last changed, for the sitemap. WooCommerce's product routes compute
 * only the fields `_fields` names, so the prices, images and variations a full list prepares for
 * each product are skipped: most of the time of a cold site's answer.
 */
export async function listShopProductPages(): Promise<{ slug: string; modified: string | null }[]> {
  const data = await wooGetAll('products', {
    query: { status: 'publish', _fields: 'slug,categories,date_modified_gmt' },
    tags: [CACHE_TAGS.products],
    schema: sitemapProductsSchema,
  });
  return data.filter(isShopProduct).map((product) => ({
    slug: product.slug,
    modified: product.date_modified_gmt ? `${product.date_modified_gmt}Z` : null,
  }));
}

/** A variable product's variations (volumes of a perfume, denominations of a certificate). */
export async function variationsOf(
  productId: number,
  lng: Language,
  tags: string[],
): Promise<WooVariation[]> {
  return wooGetAll(`products/${productId}/variations`, {
    lng,
    tags,
    schema: variationsIn(lng),
  });
}
