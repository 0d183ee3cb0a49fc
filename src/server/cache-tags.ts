/**
 * Next.js cache tags for data fetched from the platforms. `/api/revalidate` expires them when
 * WordPress reports a change; related data shares one tag so it is revalidated together.
 */
export const CACHE_TAGS = {
  products: 'products',
  categories: 'categories',
  options: 'options',
  wheels: 'wheels',
  posts: 'posts',
  pages: 'pages',
  /** Approved reviews and their photos (the product pages' lists and /reviews). */
  reviews: 'reviews',
} as const;

export function productTag(slug: string): string {
  return `product:${slug}`;
}

/** A category's product list (catalogue pages, /api/filters); `all` for the whole shop's list. */
export function categoryTag(slug: string): string {
  return `category:${slug}`;
}

/** One article by its database id (each translation has its own). */
export function postTag(id: number): string {
  return `post:${id}`;
}
