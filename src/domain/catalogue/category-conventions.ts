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

/** Categories that hold building blocks of other features, never listed as such. */
export const INTERNAL_CATEGORY_SLUGS = [
  'aroma-samples',
  'discovery-sets',
  'gift-samples',
  'certificates',
] as const;

/** A product a shopper would look for on a shelf: it sits in at least one public category. */
export function isShopProduct(product: { categories: { slug: string }[] }): boolean {
  return product.categories.some((category) =>
    (SHOP_CATEGORY_SLUGS as readonly string[]).includes(category.slug),
  );
}
