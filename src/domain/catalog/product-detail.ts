import { COLLECTION_CATEGORY_SLUGS } from './category-conventions';
import { FACET_ATTRIBUTES, type Product, type ProductAttribute } from './product';

/** One volume of a perfume as the picker shows it and the cart line carries it. */
export type ProductVariation = {
  id: number;
  sku: string;
  /** As the shop names it in the page's language, e.g. "50 мл". */
  volume: string;
  /** The same in every language, for the URL: `?volume=50-ml`. */
  volumeKey: string;
  /** UAH the shopper pays now (the sale price when on sale). */
  price: number | null;
  regularPrice: number | null;
  onSale: boolean;
  inStock: boolean;
  image: string | null;
};

/** Texts of the product's attributes (pa_scent-type, pa_intensity, …), joined for display. */
export type ProductFacts = {
  scentType: string;
  intensity: string;
  trail: string;
  ingredients: string;
};

/** "50 мл", "50 ml" → "50-ml": the number is the same in every language, the unit word is not. */
export function volumeKey(volume: string): string {
  const amount = volume.match(/\d+(?:[.,]\d+)?/)?.[0]?.replace(',', '.');
  return amount ? `${amount}-ml` : volume.trim().toLowerCase().replace(/\s+/g, '-');
}

function attributeText(attributes: readonly ProductAttribute[], slug: string): string {
  return attributes.find((attribute) => attribute.slug === slug)?.options.join(', ') ?? '';
}

export function productFacts(product: Pick<Product, 'attributes'>): ProductFacts {
  return {
    scentType: attributeText(product.attributes, FACET_ATTRIBUTES.scent),
    intensity: attributeText(product.attributes, FACET_ATTRIBUTES.intensity),
    trail: attributeText(product.attributes, FACET_ATTRIBUTES.trail),
    ingredients: attributeText(product.attributes, FACET_ATTRIBUTES.ingredient),
  };
}

export type ProductDetail = {
  product: Product;
  facts: ProductFacts;
  variations: ProductVariation[];
};

/** The product page's one query parameter: `?volume=50-ml` opens that volume. */
export const VOLUME_PARAMETER = 'volume';

/** `?volume=50-ml`: an unknown or sold-out key falls back to the first volume in stock. */
export function chooseVariation(
  variations: readonly ProductVariation[],
  volumeKey: string | undefined,
): ProductVariation | undefined {
  const asked = variations.find((variation) => variation.volumeKey === volumeKey && variation.inStock);
  return asked ?? variations.find((variation) => variation.inStock) ?? variations[0];
}

/** The category a product belongs to for breadcrumbs and suggestions: public, a collection last. */
export function primaryCategory<T extends { slug: string }>(
  categories: readonly T[],
  publicSlugs: readonly string[],
): T | undefined {
  const visible = categories.filter((category) => publicSlugs.includes(category.slug));
  return visible.find((category) => !COLLECTION_CATEGORY_SLUGS.includes(category.slug)) ?? visible[0];
}
