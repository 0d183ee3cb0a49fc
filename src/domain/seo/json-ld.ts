import { CURRENCY } from '@/config/shop';

/** A schema.org node; `@context` only on the outermost one. */
export type JsonLdNode = { '@type': string; '@context'?: 'https://schema.org'; [key: string]: unknown };

/** What the product page knows; the storefront's Product fits as it is. */
interface ProductJsonLdInput {
  name: string;
  sku: string;
  /** May hold HTML, as WooCommerce stores it. */
  description: string;
  images: readonly { src: string }[];
  price: number | null;
  inStock: boolean;
  rating: number;
  ratingCount: number;
  brand?: string;
}

/** A variable product's volumes; with differing prices the product gets an AggregateOffer. */
interface OfferJsonLdInput {
  price: number | null;
  inStock: boolean;
}

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
};

/** Search engines want the description as text; WooCommerce gives editor HTML. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function offerFor(offers: readonly OfferJsonLdInput[], url: string): JsonLdNode | undefined {
  const priced = offers.filter((offer): offer is { price: number; inStock: boolean } => offer.price !== null);
  if (priced.length === 0) return undefined;
  const prices = priced.map((offer) => offer.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const anyInStock = priced.some((offer) => offer.inStock);
  if (low === high) {
    return {
      '@type': 'Offer',
      url,
      price: low,
      priceCurrency: CURRENCY,
      availability: availability(anyInStock),
    };
  }
  return {
    '@type': 'AggregateOffer',
    url,
    lowPrice: low,
    highPrice: high,
    offerCount: priced.length,
    priceCurrency: CURRENCY,
    availability: availability(anyInStock),
  };
}

/**
 * schema.org Product for a product page. Google rejects an AggregateRating with no reviews behind
 * it, so one is given only when the product has been rated.
 */
export function productJsonLd(
  product: ProductJsonLdInput,
  url: string,
  variations: readonly OfferJsonLdInput[] = [],
): JsonLdNode {
  const offers = offerFor(variations.length > 0 ? variations : [product], url);
  const description = plainText(product.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    url,
    ...(product.sku && { sku: product.sku }),
    ...(description && { description }),
    ...(product.images.length > 0 && { image: product.images.map((image) => image.src) }),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(offers && { offers }),
    ...(product.ratingCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(product.rating * 100) / 100,
        reviewCount: product.ratingCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** What an article page knows; the storefront's Post fits as it is. */
interface BlogPostingJsonLdInput {
  title: string;
  excerpt: string;
  date: string;
  modified: string;
  image: { src: string } | null;
}

/** schema.org BlogPosting for an article (Google's Article rich result: headline, dates, image, publisher). */
export function blogPostingJsonLd(
  post: BlogPostingJsonLdInput,
  page: { url: string; language: string; publisher: { name: string; url: string } },
): JsonLdNode {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    url: page.url,
    headline: post.title.slice(0, 110),
    ...(post.excerpt && { description: post.excerpt }),
    ...(post.image && { image: [post.image.src] }),
    datePublished: post.date,
    dateModified: post.modified || post.date,
    inLanguage: page.language,
    author: { '@type': 'Organization', name: page.publisher.name, url: page.publisher.url },
    publisher: { '@type': 'Organization', name: page.publisher.name, url: page.publisher.url },
  };
}

/**
 * JSON for an inline script. Product names and descriptions are shop-editor text: a `</script>` in
 * one must not end the script element, so `<` (and `>`, `&`, the JS line separators) are escaped as
 * JSON unicode escapes, which parse back to the same string.
 */
export function serializeJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
