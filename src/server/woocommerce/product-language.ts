import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '@/config/shop';
import { PRODUCT_META } from '@/domain/catalog/product-kind';
import type { TermNames } from '@/domain/catalog/term-names';
import { termNamesIn } from '@/server/wordpress/term-names';
import { wooProductSchema, type WooProduct } from './schemas';
import { productTermsIn } from './term-language';

/*
 * A product's texts in the other languages, as a stock WordPress keeps them: product meta (the ACF
 * group "Product texts", wordpress/acf-json) named `<field>_<language>`, e.g. `name_en`,
 * `description_ru`, `notes_top_en`. WooCommerce and Polylang free give a product one name; Polylang
 * for WooCommerce (paid) would make each translation a product of its own, with its own id, which a
 * cart kept by id across languages cannot follow. With the texts in meta, one product keeps one id
 * in every language and an empty translation falls back to the Ukrainian text.
 */

/** The product's own fields that have a translation in meta. */
export const TRANSLATED_FIELDS = ['name', 'short_description', 'description'] as const;

/** The product meta (ACF fields) that are texts to translate. */
export const TRANSLATED_META = [
  PRODUCT_META.notesTop,
  PRODUCT_META.notesHeart,
  PRODUCT_META.notesBase,
  PRODUCT_META.composition,
  PRODUCT_META.storage,
] as const;

export function translationKey(field: string, lng: Language): string {
  return `${field}_${lng}`;
}

/** The product with its texts in `lng` where staff wrote them; the default language's otherwise. */
export function inLanguage(product: WooProduct, lng: Language): WooProduct {
  if (lng === DEFAULT_LANGUAGE) return product;
  const translation = (field: string): string | undefined => {
    const value = product.meta_data.find((meta) => meta.key === translationKey(field, lng))?.value;
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const texts = Object.fromEntries(
    TRANSLATED_FIELDS.map((field) => [field, translation(field) ?? product[field]]),
  );
  const translatedName = translation('name');
  return {
    ...product,
    ...texts,
    // A picture's alt is the attachment's, written once in the default language; the product's
    // translated name describes the same bottle in the page's language.
    images: translatedName ? product.images.map((img) => ({ ...img, alt: translatedName })) : product.images,
    meta_data: product.meta_data.map((meta) =>
      (TRANSLATED_META as readonly string[]).includes(meta.key)
        ? { ...meta, value: translation(meta.key) ?? meta.value }
        : meta,
    ),
  };
}

/** The products of one answer in `lng`: their own texts, and their categories and attribute values. */
export function productsInLanguage(lng: Language, names: TermNames) {
  return z
    .array(wooProductSchema)
    .transform((products) => products.map((p) => productTermsIn(inLanguage(p, lng), names)));
}

/** The schema of a products answer that reads it in the page's language. */
export async function productsIn(lng: Language) {
  return productsInLanguage(lng, await termNamesIn(lng));
}
