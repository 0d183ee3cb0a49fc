import { z } from 'zod';
import type { Language } from '@/config/shop';
import type { TermNames } from '@/domain/catalog/term-names';
import { termNamesIn } from '@/server/wordpress/term-names';
import {
  wooAttributeTermSchema,
  wooCategorySchema,
  wooVariationSchema,
  type WooProduct,
  type WooVariation,
} from './schemas';

/*
 * Categories, tags and attribute values (notes, intensity, volume) in the page's language. WooCommerce
 * answers every term in Ukrainian whatever `?lang=` asks; the translations are staff's rows on each
 * language's options page (src/domain/catalog/term-names.ts). A product's attribute values come
 * by name only, and the filters' name → slug index is built from the same translated names, so both
 * sides of it change together.
 */

/** A product's categories, tags and attribute values in `names`' language. */
export function productTermsIn(product: WooProduct, names: TermNames): WooProduct {
  return {
    ...product,
    categories: product.categories.map((term) => ({ ...term, name: names.name(term.name) })),
    tags: product.tags.map((term) => ({ ...term, name: names.name(term.name) })),
    attributes: product.attributes.map((attribute) => ({
      ...attribute,
      name: names.name(attribute.name),
      options: attribute.options.map(names.name),
    })),
  };
}

export function variationTermsIn(variation: WooVariation, names: TermNames): WooVariation {
  return {
    ...variation,
    attributes: variation.attributes.map((attribute) => ({
      ...attribute,
      name: names.name(attribute.name),
      option: names.name(attribute.option),
    })),
  };
}

/** `products/{id}/variations` with their volumes (or denominations) in the page's language. */
export async function variationsIn(lng: Language) {
  const names = await termNamesIn(lng);
  return z.array(wooVariationSchema).transform((list) => list.map((v) => variationTermsIn(v, names)));
}

/** `products/categories` with names and descriptions in the page's language. */
export async function categoriesIn(lng: Language) {
  const names = await termNamesIn(lng);
  return z.array(wooCategorySchema).transform((list) =>
    list.map((category) => ({
      ...category,
      name: names.name(category.name),
      description: names.description(category.name, category.description),
    })),
  );
}

/** `products/attributes/{id}/terms` with names in the page's language. */
export async function attributeTermsIn(lng: Language) {
  const names = await termNamesIn(lng);
  return z
    .array(wooAttributeTermSchema)
    .transform((list) => list.map((term) => ({ ...term, name: names.name(term.name) })));
}
