/** Category slugs shown to shoppers, in menu order (docs/woocommerce.md, catalogue conventions). */
export const SHOP_CATEGORY_SLUGS = [
  'women',
  'men',
  'unisex',
  'bestsellers',
  'sety',
  'dekoratyvna-kosmetyka',
  'promotions',
] as const;

/** Shop categories that cut across the others; a product's "own" category is another one when it has one. */
export const COLLECTION_CATEGORY_SLUGS: readonly string[] = ['bestsellers', 'promotions'];

/** Categories that hold building blocks of other features, never listed as such. */
export const INTERNAL_CATEGORIES = {
  aromaSamples: 'aroma-samples',
  discoverySets: 'discovery-sets',
  giftSamples: 'gift-samples',
  certificates: 'certificates',
} as const;

const INTERNAL_CATEGORY_SLUGS: readonly string[] = Object.values(INTERNAL_CATEGORIES);

/** Internal categories (samples, gifts, sets, certificates) hold building blocks, not shelves. */
export function isInternalCategory(slug: string): boolean {
  return INTERNAL_CATEGORY_SLUGS.includes(slug);
}

/** A product a shopper would look for on a shelf: it sits in at least one public category. */
export function isShopProduct(product: { categories: { slug: string }[] }): boolean {
  return product.categories.some((category) =>
    (SHOP_CATEGORY_SLUGS as readonly string[]).includes(category.slug),
  );
}
