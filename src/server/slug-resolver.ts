import 'server-only';
import { cache } from 'react';
import type { Language } from '@/config/shop';
import { INTERNAL_CATEGORIES } from '@/domain/catalogue/category-conventions';
import type { ContentPage } from '@/domain/content/content-page';
import type { ProductDetail } from '@/domain/catalogue/product-detail';
import { SET_PAGE_PATH } from '@/domain/discovery-set/set-config';
import { getProductDetail } from '@/server/woocommerce/product-detail';
import { getPageBySlug } from '@/server/wordpress/pages';

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

/** `/{slug}`: a product first, then a WordPress page in that language (spec §2), else nothing. */
export const resolveSlug = cache(async (slug: string, lng: Language): Promise<SlugTarget> => {
  if (!SLUG.test(slug)) return { kind: 'none' };
  const detail = await getProductDetail(slug, lng);
  if (detail) return internalTarget(detail) ?? { kind: 'product', detail };
  const page = await getPageBySlug(slug, lng);
  return page ? { kind: 'page', page } : { kind: 'none' };
});
