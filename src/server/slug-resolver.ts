import 'server-only';
import { cache } from 'react';
import type { Language } from '@/config/shop';
import { INTERNAL_CATEGORIES } from '@/domain/catalog/category-conventions';
import { pageByIdTarget, pageIdFrom, type ContentPage } from '@/domain/content/content-page';
import type { ProductDetail } from '@/domain/catalog/product-detail';
import { SET_PAGE_PATH } from '@/domain/discovery-set/set-config';
import { getProductDetail } from '@/server/woocommerce/product-detail';
import { getPageById, getPageBySlug } from '@/server/wordpress/pages';

type SlugTarget =
  | { kind: 'product'; detail: ProductDetail }
  | { kind: 'page'; page: ContentPage }
  /** A product that has a page of its own elsewhere (a discovery set, a certificate). */
  | { kind: 'redirect'; path: string }
  | { kind: 'none' };

/**
 * Internal products are building blocks of other screens. Sets and certificates are sold on their
 * own pages, so their product URL leads there; samples and gifts are never sold alone: 404.
 */
function internalTarget(detail: ProductDetail): SlugTarget | null {
  const slugs: string[] = detail.product.categories.map((category) => category.slug);
  if (slugs.includes(INTERNAL_CATEGORIES.discoverySets)) {
    return { kind: 'redirect', path: SET_PAGE_PATH[detail.product.setSize ?? 6] };
  }
  if (slugs.includes(INTERNAL_CATEGORIES.certificates)) return { kind: 'redirect', path: '/certificates' };
  if (slugs.includes(INTERNAL_CATEGORIES.aromaSamples) || slugs.includes(INTERNAL_CATEGORIES.giftSamples)) {
    return { kind: 'none' };
  }
  return null;
}

/** A WordPress/WooCommerce slug: lowercase letters, digits, dashes (non-Latin ones percent-encoded). */
const SLUG = /^[\p{Ll}\p{Nd}%-]{1,200}$/u;

/** `/{id}`: a WordPress page by its database id (spec §2); a translation's id leads to its own URL. */
async function pageByIdOf(segment: string, lng: Language): Promise<SlugTarget | null> {
  const id = pageIdFrom(segment);
  const page = id === null ? null : await getPageById(id);
  if (!page) return null;
  const target = pageByIdTarget(page, lng);
  if (target.kind === 'page') return { kind: 'page', page };
  return target.kind === 'redirect' ? target : null;
}

/**
 * `/{segment}`: digits are a page's id first (spec §2 `/{id}`); then a product by slug, then a
 * WordPress page by slug in that language, else nothing. A page answers at both its id and its slug
 * URL; the slug URL is the canonical one (menus, the sitemap).
 */
export const resolveSlug = cache(async (slug: string, lng: Language): Promise<SlugTarget> => {
  if (!SLUG.test(slug)) return { kind: 'none' };
  const byId = await pageByIdOf(slug, lng);
  if (byId) return byId;
  const detail = await getProductDetail(slug, lng);
  if (detail) return internalTarget(detail) ?? { kind: 'product', detail };
  const page = await getPageBySlug(slug, lng);
  return page ? { kind: 'page', page } : { kind: 'none' };
});
