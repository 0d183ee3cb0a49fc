import { arrayOf, boolean, int, nullable, number, object, string, type Read } from '@/domain/stored/read';
import type { Product, ProductSummary } from './product';

/**
 * What a product card draws, and what its heart reports to analytics: the same for a catalogue
 * list's ProductSummary, a product page's Product and a card the browser draws from POST
 * /api/products (favourites, recently viewed).
 */
export type CardProduct = {
  id: number;
  slug: string;
  name: string;
  sku: string;
  /** `variable` prints its price "від …" (card-price.ts). */
  type: string;
  /** UAH; null when the platform gives no price. */
  price: number | null;
  regularPrice: number | null;
  onSale: boolean;
  priceVolumeMl: number | null;
  rating: number;
  ratingCount: number;
  inStock: boolean;
  /** The first picture's address; the card's picture is decorative (its name is the link's). */
  image: string | null;
  categories: { name: string }[];
};

export function toCardProduct(product: Product | ProductSummary): CardProduct {
  const image = 'images' in product ? product.images[0] : product.image;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    type: product.type,
    price: product.price,
    regularPrice: product.regularPrice,
    onSale: product.onSale,
    priceVolumeMl: product.priceVolumeMl,
    rating: product.rating,
    ratingCount: product.ratingCount,
    inStock: product.inStock,
    image: image?.src ?? null,
    categories: product.categories.map(({ name }) => ({ name })),
  };
}

const price = nullable(number(0));

// Read on product pages and in the basket (recently viewed), hence a plain reader, not zod (stored/read.ts).
export const readCardProduct: Read<CardProduct> = object({
  id: int(1),
  slug: string(400, 1),
  name: string(1000),
  sku: string(200),
  type: string(40),
  price,
  regularPrice: price,
  onSale: boolean,
  priceVolumeMl: nullable(number(0)),
  rating: number(0),
  ratingCount: int(0),
  inStock: boolean,
  image: nullable(string(2000)),
  categories: arrayOf(object({ name: string(500) })),
});

/** The answer of POST /api/products: `{products: CardProduct[]}`, or INVALID. */
export const readCardProductsAnswer: Read<{ products: CardProduct[] }> = object({
  products: arrayOf(readCardProduct),
});

/**
 * The products named by `ids`, in that order (a shopper's list is newest first, the catalogue is
 * not); an id the catalogue does not have is left out.
 */
export function inIdOrder<P extends { id: number }>(products: readonly P[], ids: readonly number[]): P[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
