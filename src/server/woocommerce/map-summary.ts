import {
  FACET_KEYS,
  FACET_ATTRIBUTES,
  type FacetKey,
  type ProductSummary,
  type TermRef,
} from '@/domain/catalogue/product';
import type { WooProductSummary } from './schemas';

/** Per facet, a term's name in one language → its slug (product JSON names terms, filters need slugs). */
export type FacetTermIndex = Record<FacetKey, Map<string, string>>;

function money(value: string): number | null {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

function facetTerms(product: WooProductSummary, facet: FacetKey, index: FacetTermIndex): TermRef[] {
  const attribute = product.attributes.find((a) => a.slug === FACET_ATTRIBUTES[facet]);
  if (!attribute) return [];
  const terms = new Map<string, TermRef>();
  for (const name of attribute.options) {
    // A name with no global term (renamed, or a product-local value) cannot be a filter link.
    const slug = index[facet].get(name.trim().toLowerCase());
    if (slug && !terms.has(slug)) terms.set(slug, { slug, name });
  }
  return [...terms.values()];
}

export function mapProductSummary(product: WooProductSummary, index: FacetTermIndex): ProductSummary {
  const price = money(product.price) ?? money(product.regular_price) ?? 0;
  const image = product.images[0];
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price,
    regularPrice: money(product.regular_price) ?? price,
    salePrice: product.on_sale ? money(product.sale_price) : null,
    onSale: product.on_sale,
    rating: Number(product.average_rating) || 0,
    ratingCount: product.rating_count,
    totalSales: product.total_sales,
    dateCreated: product.date_created,
    image: image ? { src: image.src, alt: image.alt?.trim() || product.name } : null,
    categories: product.categories.map(({ id, slug, name }) => ({ id, slug, name })),
    tags: product.tags.map((tag) => tag.slug),
    facets: Object.fromEntries(
      FACET_KEYS.map((facet) => [facet, facetTerms(product, facet, index)]),
    ) as Record<FacetKey, TermRef[]>,
    inStock: product.stock_status !== 'outofstock',
    type: product.type === 'variable' ? 'variable' : 'simple',
  };
}

/** Builds the name → slug lookup from each facet attribute's terms (names compared case-insensitively). */
export function facetTermIndex(terms: Record<FacetKey, readonly TermRef[]>): FacetTermIndex {
  return Object.fromEntries(
    FACET_KEYS.map((facet) => [
      facet,
      new Map(terms[facet].map((term) => [term.name.trim().toLowerCase(), term.slug])),
    ]),
  ) as FacetTermIndex;
}
