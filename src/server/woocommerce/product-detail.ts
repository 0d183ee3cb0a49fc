import 'server-only';
import type { Language } from '@/config/shop';
import { isShopProduct, SHOP_CATEGORY_SLUGS } from '@/domain/catalog/category-conventions';
import { VOLUME_ATTRIBUTE, type Product } from '@/domain/catalog/product';
import {
  primaryCategory,
  productFacts,
  type ProductDetail,
  type ProductVariation,
} from '@/domain/catalog/product-detail';
import { CACHE_TAGS, productTag } from '@/server/cache-tags';
import { mapVariation } from './map-variation';
import { getProductBySlug, listProducts, variationsOf } from './products';

async function listVariations(product: Product, lng: Language): Promise<ProductVariation[]> {
  if (product.variationIds.length === 0) return [];
  const data = await variationsOf(product.id, lng, [CACHE_TAGS.products, productTag(product.slug)]);
  const volumeId = product.attributes.find((attribute) => attribute.slug === VOLUME_ATTRIBUTE)?.id;
  // The list holds the variations staff disabled too (status `private`: WooCommerce lists any status
  // but the trash to the shop's keys); the shop offers only the enabled ones, as WooCommerce's own pages do.
  return [...data]
    .filter((v) => v.status === 'publish')
    .sort((a, b) => a.menu_order - b.menu_order)
    .map((v) => mapVariation(v, volumeId));
}

export async function getProductDetail(slug: string, lng: Language): Promise<ProductDetail | null> {
  const product = await getProductBySlug(slug, lng);
  if (!product) return null;
  return { product, facts: productFacts(product), variations: await listVariations(product, lng) };
}

/** Up to `count` other shop products from the product's first public category. */
export async function listMightLike(product: Product, lng: Language, count = 4): Promise<Product[]> {
  const category = primaryCategory(product.categories, SHOP_CATEGORY_SLUGS);
  if (!category) return [];
  const { products } = await listProducts({
    lng,
    category: category.slug,
    orderby: 'popularity',
    perPage: count + 1,
  });
  return products.filter((other) => other.id !== product.id && isShopProduct(other)).slice(0, count);
}
