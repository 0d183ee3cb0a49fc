import type { Product } from '@/domain/catalog/product';
import { priceVolumeMl, volumeOptions } from '@/domain/catalog/card-price';
import { PRODUCT_META } from '@/domain/catalog/product-kind';
import { parseMoney } from '@/domain/money';
import { image, inStock, metaText, productKind } from './map-fields';
import type { WooProduct } from './schemas';

/* The product as the product page and the home page's shelves read it. */

/** The fragrance pyramid's texts (ACF meta), empty where staff wrote none. */
export function productNotes(product: WooProduct): Product['notes'] {
  const text = (key: string) => metaText(product.meta_data, key) ?? '';
  return {
    top: text(PRODUCT_META.notesTop),
    heart: text(PRODUCT_META.notesHeart),
    base: text(PRODUCT_META.notesBase),
  };
}

export function mapProduct(product: WooProduct): Product {
  const text = (key: string) => metaText(product.meta_data, key) ?? '';
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type,
    sku: product.sku,
    price: parseMoney(product.price),
    regularPrice: parseMoney(product.regular_price),
    onSale: product.on_sale,
    priceVolumeMl: priceVolumeMl(product.type, volumeOptions(product.attributes)),
    description: product.description,
    shortDescription: product.short_description,
    rating: Number(product.average_rating) || 0,
    ratingCount: product.rating_count,
    inStock: inStock(product),
    images: product.images.map((img) => image(img.src, img.alt, product.name)),
    categories: product.categories.map(({ id, slug, name }) => ({ id, slug, name })),
    tags: product.tags.map(({ id, slug, name }) => ({ id, slug, name })),
    attributes: product.attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      slug: attribute.slug ?? '',
      variation: attribute.variation ?? false,
      options: attribute.options,
    })),
    variationIds: product.variations,
    notes: productNotes(product),
    composition: text(PRODUCT_META.composition),
    storage: text(PRODUCT_META.storage),
    setSize: productKind(product).setSize,
  };
}
