import type { Category, Product, ProductImage } from '@/domain/catalogue/product';
import type { WooCategory, WooProduct } from './schemas';

function money(value: string): number | null {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? amount : null;
}

function image(src: string, alt: string | null | undefined, fallbackAlt: string): ProductImage {
  return { src, alt: alt?.trim() || fallbackAlt };
}

/** ACF fields reach REST as `meta_data`; non-string values (arrays, objects) are not texts we show. */
function metaText(product: WooProduct, key: string): string {
  const value = product.meta_data.find((meta) => meta.key === key)?.value;
  return typeof value === 'string' ? value : '';
}

export function mapProduct(product: WooProduct): Product {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    type: product.type,
    sku: product.sku,
    price: money(product.price),
    regularPrice: money(product.regular_price),
    onSale: product.on_sale,
    description: product.description,
    shortDescription: product.short_description,
    rating: Number(product.average_rating) || 0,
    ratingCount: product.rating_count,
    inStock: product.stock_status !== 'outofstock',
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
    notes: {
      top: metaText(product, 'notes_top'),
      heart: metaText(product, 'notes_heart'),
      base: metaText(product, 'notes_base'),
    },
    composition: metaText(product, 'composition'),
    storage: metaText(product, 'storage'),
  };
}

export function mapCategory(category: WooCategory): Category {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    parentId: category.parent,
    description: category.description,
    image: category.image ? image(category.image.src, category.image.alt, category.name) : null,
    count: category.count,
    order: category.menu_order,
  };
}
