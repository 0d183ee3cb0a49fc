import {
  FACET_ATTRIBUTES,
  FACET_KEYS,
  type FacetKey,
  type ProductSummary,
  type TermRef,
} from '@/domain/catalog/product';
import { priceVolumeMl, volumeOptions } from '@/domain/catalog/card-price';
import { parseMoney } from '@/domain/money';
import { image, inStock } from './map-fields';
import type { WooProduct } from './schemas';

/* A product as a catalogue list reads it: the card, sorting and the filters' terms. */

/** Per facet, a term's name in one language → its slug (product JSON names terms, filters need slugs). */
export type FacetTermIndex = Record<FacetKey, Map<string, string>>;

/** Builds the name → slug lookup from each facet attribute's terms (names compared case-insensitively). */
export function facetTermIndex(terms: Record<FacetKey, readonly TermRef[]>): FacetTermIndex {
  return Object.fromEntries(
    FACET_KEYS.map((facet) => [
      facet,
      new Map(terms[facet].map((term) => [term.name.trim().toLowerCase(), term.slug])),
    ]),
  ) as FacetTermIndex;
}

function facetTerms(product: WooProduct, facet: FacetKey, index: FacetTermIndex): TermRef[] {
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

export function mapProductSummary(product: WooProduct, index: FacetTermIndex): ProductSummary {
  const price = parseMoney(product.price) ?? parseMoney(product.regular_price) ?? 0;
  const first = product.images[0];
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    price,
    regularPrice: parseMoney(product.regular_price) ?? price,
    salePrice: product.on_sale ? parseMoney(product.sale_price) : null,
    onSale: product.on_sale,
    priceVolumeMl: priceVolumeMl(product.type, volumeOptions(product.attributes)),
    rating: Number(product.average_rating) || 0,
    ratingCount: product.rating_count,
    totalSales: product.total_sales,
    dateCreated: product.date_created,
    image: first ? image(first.src, first.alt, product.name) : null,
    categories: product.categories.map(({ id, slug, name }) => ({ id, slug, name })),
    tags: product.tags.map((tag) => tag.slug),
    facets: Object.fromEntries(
      FACET_KEYS.map((facet) => [facet, facetTerms(product, facet, index)]),
    ) as Record<FacetKey, TermRef[]>,
    inStock: inStock(product),
    type: product.type === 'variable' ? 'variable' : 'simple',
  };
}
